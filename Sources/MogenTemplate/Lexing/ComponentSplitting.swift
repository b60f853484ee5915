/// Splits tag contents into words the way Stencil's `smartSplit` does, so templates tokenise
/// identically:
/// - quoted runs (`'…'`, `"…"`) keep their separators and quotes;
/// - a word following one that ends in `,`, `|` or `:` is glued to it, as is a word made of
///   those characters only (so `value | join : ", "` is one component), except `for` after a
///   loop label (`outer: for`);
/// - parentheses at either end of a word become words of their own (`or(` → `or`, `(`).
func splitComponents(_ text: String, separator: Character = " ") -> [String] {
    var components: [String] = []
    var word = ""
    var closingCharacter = separator
    var singleQuotes = 0
    var doubleQuotes = 0

    for character in text {
        if character == "'" {
            singleQuotes += 1
        } else if character == "\"" {
            doubleQuotes += 1
        }

        if character == closingCharacter {
            if closingCharacter != separator {
                word.append(closingCharacter)
            } else if (singleQuotes.isMultiple(of: 2) || doubleQuotes.isMultiple(of: 2)) && !word.isEmpty {
                appendWord(word, to: &components)
                word = ""
            }
            closingCharacter = separator
        } else {
            if closingCharacter == separator && (character == "'" || character == "\"") {
                closingCharacter = character
            }
            word.append(character)
        }
    }
    if !word.isEmpty {
        appendWord(word, to: &components)
    }
    return components
}

/// Words made only of these glue onto the previous word (Stencil tests membership with a
/// substring check, hence this exact list).
private let gluingWords: Set<String> = [",", "|", ":", ",|", "|:", ",|:"]

/// Appends `text`, gluing it to the previous word or splitting parentheses off its ends. Parentheses are peeled in a
/// loop over one substring, so `((((…a))))` costs time linear in its length and no stack.
private func appendWord(_ text: String, to components: inout [String]) {
    var word = Substring(text)
    // Parentheses peeled off the end, appended after the rest of the word, innermost first.
    var closing: [String] = []
    while true {
        guard let previous = components.last else {
            components.append(String(word))
            break
        }
        if let last = previous.last, last == "," || last == "|" || last == ":" {
            if components.count == 1 && word == "for" {
                components.append(String(word))
            } else {
                components[components.count - 1] += word
            }
            break
        } else if word.utf8.dropFirst(3).isEmpty, gluingWords.contains(String(word)) {  // all are 3 bytes at most
            components[components.count - 1] += word
            break
        } else if word != "(" && word.first == "(" || word != ")" && word.first == ")" {
            components.append(String(word.prefix(1)))
            word = word.dropFirst()
        } else if let last = word.utf8.last, last == UInt8(ascii: "(") || last == UInt8(ascii: ")"),
            !word.utf8.dropLast().isEmpty
        {
            // Through UTF-8: `Substring.last` walks back over every `)` before it (grapheme breaking), which made
            // `a)))…` quadratic.
            closing.append(String(UnicodeScalar(last)))
            word = word[..<word.utf8.index(before: word.utf8.endIndex)]
        } else {
            components.append(String(word))
            break
        }
    }
    components.append(contentsOf: closing.reversed())
}

extension String {
    /// Removes leading and trailing spaces (U+0020 only; tabs are not whitespace to Stencil).
    /// A string of spaces only is returned unchanged, as Stencil does: it is what places the
    /// "Missing variable name" error of `{{ }}` on the space.
    func trimmingSpaces() -> String {
        guard let first = firstIndex(where: { $0 != " " }),
              let last = lastIndex(where: { $0 != " " }) else { return self }
        return String(self[first...last])
    }
}
