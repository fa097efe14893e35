/// A strict reader of HaapiHTML's output, as a browser's tokenizer would split it,
/// that fails on anything the renderer must never write: unquoted or broken
/// attribute values, event-handler or `style` attributes, unbalanced elements,
/// more than one script.
struct ParsedHTML {
    struct Element: CustomStringConvertible {
        var name: String
        var attributes: [(name: String, value: String?)]
        /// The element's text (entities left as written), including its descendants'.
        var text = ""

        func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }.map { $0.value ?? "" }
        }

        func has(_ name: String) -> Bool { attributes.contains { $0.name == name } }

        var classes: [String] { (attribute("class") ?? "").split(separator: " ").map(String.init) }

        var description: String {
            "<\(name)" + attributes.map { " \($0.name)" + ($0.value.map { "=\"\($0)\"" } ?? "") }.joined() + ">"
        }
    }

    var elements: [Element] = []
    var problems: [String] = []
    /// The content of the `<style>` elements.
    var styleText = ""

    static let voidElements: Set<String> = ["meta", "input", "img", "br", "link", "hr"]
    static let rawTextElements: Set<String> = ["style", "script", "title"]

    init(_ html: String) {
        let chars = Array(html.unicodeScalars)
        var index = 0
        var stack: [Int] = []
        func appendText(_ text: String) {
            for open in stack { elements[open].text += text }
        }
        while index < chars.count {
            let scalar = chars[index]
            if scalar == ">" { problems.append("a bare > in text at \(index)") }
            guard scalar == "<" else {
                appendText(String(scalar))
                index += 1
                continue
            }
            // A tag.
            var end = index + 1
            while end < chars.count, chars[end] != ">" {
                end += 1
            }
            guard end < chars.count else {
                problems.append("an unclosed tag at \(index)")
                break
            }
            let tag = String(String.UnicodeScalarView(chars[(index + 1)..<end]))
            index = end + 1
            if tag.hasPrefix("!") {
                if tag.uppercased() != "!DOCTYPE HTML" { problems.append("a declaration or comment <\(tag)>") }
                continue
            }
            if tag.hasPrefix("/") {
                let name = String(tag.dropFirst())
                guard let last = stack.last, elements[last].name == name else {
                    problems.append("</\(name)> does not close \(stack.last.map { elements[$0].description } ?? "anything")")
                    continue
                }
                stack.removeLast()
                continue
            }
            guard let element = Self.parseTag(tag, problems: &problems) else { continue }
            elements.append(element)
            let position = elements.count - 1
            if Self.rawTextElements.contains(element.name) {
                // Raw text runs to the first `</name`, as in a browser.
                let closing = Array("</\(element.name)".unicodeScalars)
                var scan = index
                while scan + closing.count <= chars.count, Array(chars[scan..<(scan + closing.count)]) != closing {
                    scan += 1
                }
                let content = String(String.UnicodeScalarView(chars[index..<min(scan, chars.count)]))
                elements[position].text = content
                if element.name == "style" { styleText += content }
                if element.name == "script", !content.isEmpty { problems.append("a script with content") }
                if element.name == "title", content.contains("<") { problems.append("a < in the title") }
                index = min(scan + closing.count + 1, chars.count)
                continue
            }
            if !Self.voidElements.contains(element.name) { stack.append(position) }
        }
        if !stack.isEmpty { problems.append("unclosed: \(stack.map { elements[$0].description })") }
        for element in elements {
            for attribute in element.attributes {
                if attribute.name.hasPrefix("on") { problems.append("an event handler attribute \(attribute.name) on \(element)") }
                if attribute.name == "style" { problems.append("a style attribute on \(element)") }
            }
        }
        let scripts = elements.filter { $0.name == "script" }
        if scripts.count > 1 { problems.append("\(scripts.count) script elements") }
        for script in scripts where script.attribute("nonce") == nil || script.attribute("src") == nil {
            problems.append("a script without nonce or src")
        }
    }

    /// Reads `name attr="value" flag` strictly: names of `[a-z0-9-]`, values in double
    /// quotes without `"`, `<` or `>`.
    static func parseTag(_ tag: String, problems: inout [String]) -> Element? {
        let chars = Array(tag.unicodeScalars)
        var index = 0
        func name() -> String {
            var result = ""
            while index < chars.count, ("a"..."z").contains(chars[index]) || ("0"..."9").contains(chars[index]) || chars[index] == "-" {
                result.unicodeScalars.append(chars[index])
                index += 1
            }
            return result
        }
        let elementName = name()
        guard !elementName.isEmpty else {
            problems.append("a tag without a name: <\(tag)>")
            return nil
        }
        var attributes: [(String, String?)] = []
        while index < chars.count {
            guard chars[index] == " " else {
                problems.append("unexpected \(chars[index]) in <\(tag)>")
                return nil
            }
            index += 1
            let attributeName = name()
            guard !attributeName.isEmpty else {
                problems.append("an attribute without a name in <\(tag)>")
                return nil
            }
            guard index < chars.count, chars[index] == "=" else {
                attributes.append((attributeName, nil))
                continue
            }
            index += 1
            guard index < chars.count, chars[index] == "\"" else {
                problems.append("an unquoted value of \(attributeName) in <\(tag)>")
                return nil
            }
            index += 1
            var value = ""
            while index < chars.count, chars[index] != "\"" {
                if chars[index] == "<" || chars[index] == "'" { problems.append("an unescaped \(chars[index]) in \(attributeName) of <\(tag)>") }
                value.unicodeScalars.append(chars[index])
                index += 1
            }
            guard index < chars.count else {
                problems.append("an unterminated value of \(attributeName) in <\(tag)>")
                return nil
            }
            index += 1
            attributes.append((attributeName, value))
        }
        return Element(name: elementName, attributes: attributes)
    }

    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    func element(id: String) -> Element? { elements.first { $0.attribute("id") == id } }

    func first(_ name: String, where condition: (Element) -> Bool = { _ in true }) -> Element? {
        elements.first { $0.name == name && condition($0) }
    }
}
