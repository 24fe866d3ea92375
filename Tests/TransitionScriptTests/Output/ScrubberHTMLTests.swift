import Foundation
import Testing
import TransitionEngine

@testable import TransitionScript

@Suite("ScrubberHTML")
struct ScrubberHTMLTests {
  let recordings = [SampleRecordings.slideUp(), SampleRecordings.cancelledPush()]

  /// The text of the JSON data block.
  static func dataBlock(_ html: String) throws -> String {
    let opening = "<script type=\"application/json\" id=\"transhost-data\">"
    let start = try #require(html.range(of: opening))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    return String(html[start.upperBound..<end.lowerBound])
  }

  @Test("the page is one self-contained document")
  func selfContained() throws {
    let html = ScrubberHTML.render(recordings)
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(html.hasSuffix("</html>\n"))
    for reference in ["src=", "href=", "@import", "url(http", "<link", "fetch("] {
      #expect(!html.contains(reference), "page refers to something outside: \(reference)")
    }
    let addresses = html.components(separatedBy: "http").dropFirst().map { $0.prefix(24) }
    #expect(addresses.allSatisfy { $0.hasPrefix("://www.w3.org/2000/svg\"") })
    #expect(html.components(separatedBy: "<script").count == 3)
    #expect(html.components(separatedBy: "</script>").count == 3)
  }

  @Test("one section per transition, with its controls and filmstrip")
  func sections() throws {
    let html = ScrubberHTML.render(recordings)
    #expect(html.components(separatedBy: "<section class=\"transition\"").count == 3)
    #expect(html.contains("<h2>#1  present card from home</h2>"))
    #expect(html.contains("<span class=\"pill animator\">slideUp</span>"))
    #expect(html.contains("<span class=\"pill completed\">completed</span>"))
    #expect(html.contains("<span class=\"pill cancelled\">cancelled</span>"))
    #expect(html.contains("max=\"12\" step=\"1\" value=\"0\""))
    #expect(html.contains("max=\"8\" step=\"1\" value=\"0\""))
    for action in ["back", "play", "forward"] {
      #expect(html.components(separatedBy: "data-action=\"\(action)\"").count == 3)
    }
    #expect(
      html.components(
        separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"fs-filmstrip\""
      ).count == 3)
    #expect(html.contains("id=\"t1-1-f1-clip\"") && html.contains("id=\"t2-1-f1-clip\""))
    #expect(html.contains(">t=0.5s</text>") && html.contains(">t=0.4s</text>"))
  }

  @Test("the data block holds every frame of every transition, in order")
  func data() throws {
    let json = try Self.dataBlock(ScrubberHTML.render(recordings))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["fields"] as? [String] == ScrubberData.fields)
    let transitions = try #require(object["transitions"] as? [[String: Any]])
    #expect(transitions.count == recordings.count)
    for (recording, transition) in zip(recordings, transitions) {
      #expect(transition["label"] as? String == recording.label)
      #expect(transition["outcome"] as? String == recording.outcome)
      let frames = try #require(transition["frames"] as? [[String: Any]])
      #expect(frames.map { $0["time"] as? Double } == recording.frames.map { $0.time.rounded3 })
      for (frame, drawn) in zip(frames, recording.frames) {
        let views = try #require(frame["views"] as? [[Any]])
        #expect(views.map { $0.first as? String } == drawn.views.map(\.name))
        #expect(views.allSatisfy { $0.count == ScrubberData.fields.count })
      }
    }
    let first = try #require((transitions[0]["frames"] as? [[String: Any]])?.first)
    let card = try #require((first["views"] as? [[Any]])?.first { $0.first as? String == "card" })
    #expect(card[ScrubberData.fields.firstIndex(of: "color") ?? 0] as? String == "#FFFFFFFF")
    #expect(card[ScrubberData.fields.firstIndex(of: "ty") ?? 0] as? Double == 844)
  }

  @Test("names that look like markup cannot break out of the page")
  func escaping() throws {
    let recording = SampleRecordings.slideUp(cardName: awkwardName, label: awkwardLabel)
    let html = ScrubberHTML.render([recording])
    #expect(html.components(separatedBy: "</script>").count == 3)
    #expect(!html.contains("<b>") && !html.contains("<now>"))
    #expect(
      html.contains(
        "<h2>#1  present &lt;/script&gt; &amp; &quot;co&quot; from &apos;home&apos; &lt;now&gt;</h2>"
      ))
    let json = try Self.dataBlock(html)
    #expect(!json.contains("<"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let transition = try #require((object["transitions"] as? [[String: Any]])?.first)
    #expect(transition["label"] as? String == awkwardLabel)
    let names = (transition["frames"] as? [[String: Any]])?.first?["views"] as? [[Any]]
    #expect(names?.contains { $0.first as? String == awkwardName } == true)
  }

  @Test("the same recordings give the same bytes")
  func deterministic() {
    let again = [SampleRecordings.slideUp(), SampleRecordings.cancelledPush()]
    #expect(ScrubberHTML.render(recordings) == ScrubberHTML.render(again))
  }

  @Test("no transitions still makes a page that says so")
  func empty() {
    let html = ScrubberHTML.render([])
    #expect(html.contains("No transitions were recorded."))
    #expect(html.contains("{\"fields\":"))
  }
}

extension Double {
  /// The value as the page writes it: rounded to thousandths.
  fileprivate var rounded3: Double { (self * 1000).rounded() / 1000 }
}
