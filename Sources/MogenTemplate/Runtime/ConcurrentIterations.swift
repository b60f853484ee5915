import Dispatch
import Foundation

/// Renders the iterations of a long loop on several threads, with exactly the output and errors of
/// rendering them in order.
///
/// Each thread renders a contiguous run of iterations in a fork of the context (copies of the
/// enclosing levels, the loop's level its own) into a buffer of its own; the runs are then
/// appended in order. This is speculation: an iteration that fails, or whose effects would reach
/// later iterations (a `break` or `continue`, a `{% block %}` consumed or cached), ends it. The
/// iterations before that one are kept and the loop renders the rest in order in the real
/// context, so an error is the one, and at the place, that rendering in order reports.
/// Everything else an iteration stores lives in its own level, which the next one starts without.
/// The limits are charged iteration by iteration, in order; an iteration they would not allow is
/// left to the in-order rendering, to fail exactly where it would have.
///
/// Objects, filters and tags shared by the threads are `Sendable`, which the engine requires.
enum ConcurrentIterations {
    /// Shorter loops render in order: threads would cost more than they save.
    static let minimumCount = 32
    private static let threadCount = ProcessInfo.processInfo.activeProcessorCount
    /// Runs per thread: several, so that a thread that finishes early takes another.
    private static let runsPerThread = 4

    /// Whether a loop of `count` iterations in `context` renders concurrently. Loops inside an
    /// iteration being rendered concurrently do not: the threads are busy already.
    static func applies(count: Int, in context: RenderContext) -> Bool {
        threadCount > 1 && count >= minimumCount && !context.isLoopWorker
    }

    /// Renders iterations `0..<count` speculatively, `iteration(context, index, &output)` rendering
    /// one (its level is the innermost one, emptied by the iteration itself). Returns how many of
    /// the first iterations are now in `output` and charged to `context`; the caller renders the
    /// others in order.
    static func render(
        count: Int, into output: inout TemplateOutput, context: RenderContext,
        iteration: @escaping @Sendable (RenderContext, Int, inout TemplateOutput) throws -> Void
    ) -> Int {
        let runCount = min(count, threadCount * runsPerThread)
        let runs = (0..<runCount).map { run in
            IterationRun(context: RenderContext(forking: context), range: (run * count / runCount)..<((run + 1) * count / runCount))
        }
        let stop = SpeculationStop()
        DispatchQueue.concurrentPerform(iterations: runs.count) { run in
            runs[run].render(iteration, stop: stop)
        }
        return keep(runs, into: &output, context: context)
    }

    /// Appends the runs' iterations, in order, up to the first one not rendered or not allowed by
    /// the limits; returns how many.
    private static func keep(_ runs: [IterationRun], into output: inout TemplateOutput, context: RenderContext) -> Int {
        var keptBytes: [Int] = []
        var kept = 0
        runs: for run in runs {
            var bytes = 0
            for (end, used) in zip(run.ends, run.used) {
                guard context.charge(used) else {
                    keptBytes.append(bytes)
                    break runs
                }
                bytes = end
                kept += 1
            }
            keptBytes.append(bytes)
            if run.ends.count < run.range.count { break }
        }
        output.reserveCapacity(adding: keptBytes.reduce(0, +))
        for (run, bytes) in zip(runs, keptBytes) {
            output.appendCounted(from: run.output, offsets: 0..<bytes)
        }
        return kept
    }
}

/// Consecutive iterations rendered by one thread, in its own context and buffer.
private final class IterationRun: @unchecked Sendable {
    // Written by the one thread rendering the run, read after all threads have finished.
    let context: RenderContext
    let range: Range<Int>
    var output = TemplateOutput()
    /// Where each rendered iteration's output ends, and what it used of the limits.
    var ends: [Int] = []
    var used: [RenderBudget] = []

    init(context: RenderContext, range: Range<Int>) {
        self.context = context
        self.range = range
    }

    func render(_ iteration: @Sendable (RenderContext, Int, inout TemplateOutput) throws -> Void, stop: SpeculationStop) {
        ends.reserveCapacity(range.count)
        used.reserveCapacity(range.count)
        for index in range {
            // An earlier iteration ended the speculation: nothing from here on would be kept.
            guard !stop.isBefore(index) else { return }
            let before = context.remainingBudget
            do {
                try iteration(context, index, &output)
            } catch {
                stop.mark(index)
                return
            }
            guard context.loopInterrupt == nil, !context.hasChangedSharedState else {
                stop.mark(index)
                return
            }
            ends.append(output.byteCount)
            used.append(context.remainingBudget.used(since: before))
        }
    }
}

/// The first iteration known to end the speculation, shared by the threads.
private final class SpeculationStop: @unchecked Sendable {
    // Guarded by `lock`.
    private var first = Int.max
    private let lock = NSLock()

    func mark(_ index: Int) {
        lock.lock()
        defer { lock.unlock() }
        first = min(first, index)
    }

    func isBefore(_ index: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return first < index
    }
}
