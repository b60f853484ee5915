import Foundation
print("mogen-bench")
TemplateRenderBenchmark.run()
