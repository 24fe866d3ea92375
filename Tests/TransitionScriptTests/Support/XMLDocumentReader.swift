import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses a document with `XMLParser`, a real XML parser, and keeps what tests look at:
/// whether it is well-formed, its elements with their attributes, and the text of each.
final class XMLDocumentReader: NSObject, XMLParserDelegate {
  /// One element: its name, its attributes and its text content (children's included).
  struct Element {
    let name: String
    let attributes: [String: String]
    var text: String
  }

  private(set) var elements: [Element] = []
  private var open: [Int] = []
  /// Nil when the document is well-formed, else the parser's complaint.
  private(set) var error: String?

  init(_ text: String) {
    super.init()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = self
    if !parser.parse() {
      error =
        "line \(parser.lineNumber), column \(parser.columnNumber): "
        + String(describing: parser.parserError)
    }
  }

  /// The elements called `name`, in document order.
  func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    open.append(elements.count)
    elements.append(Element(name: elementName, attributes: attributes, text: ""))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    open.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    for index in open { elements[index].text += string }
  }
}
