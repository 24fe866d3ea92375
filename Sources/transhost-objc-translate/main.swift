import Foundation
import ObjCTranslation

// transhost-objc-translate IN -o OUT [IN -o OUT ...]: translates the files of one target
// (docs/OBJC.md); diagnostics go to standard error as the compiler prints them; exit 1
// when any is an error, 64 on a bad command line.
var pairs: [(input: String, output: String)] = []
var arguments = Array(CommandLine.arguments.dropFirst())
while arguments.count >= 3, arguments[1] == "-o" {
  pairs.append((arguments[0], arguments[2]))
  arguments.removeFirst(3)
}
guard arguments.isEmpty, !pairs.isEmpty else {
  FileHandle.standardError.write(
    Data("usage: transhost-objc-translate INPUT -o OUTPUT [INPUT -o OUTPUT ...]\n".utf8))
  exit(64)
}
do {
  let sources = try pairs.map {
    Translator.Source(path: $0.input, text: try String(contentsOfFile: $0.input, encoding: .utf8))
  }
  let result = Translator.translate(sources)
  for diagnostic in result.diagnostics {
    FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
  }
  for (pair, text) in zip(pairs, result.outputs) {
    try text.write(toFile: pair.output, atomically: true, encoding: .utf8)
  }
  exit(result.failed ? 1 : 0)
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
