import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// Serialized: the open transactions are TransitionKit's process-wide stack (a plugin's
/// code runs on its host's one thread), which tests running side by side would share.
@Suite(.serialized) struct CATransactionTests {
  @Test("settings reach the host and read back per transaction; the host runs the completion")
  func settingsAndCompletion() {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    var ran = 0
    session.run {
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.6)
      CATransaction.setDisableActions(true)
      CATransaction.setCompletionBlock { ran += 1 }
      #expect(CATransaction.completionBlock() != nil)
      CATransaction.begin()
      #expect(CATransaction.animationDuration() == 0.6)
      #expect(CATransaction.disableActions())
      #expect(CATransaction.completionBlock() == nil)
      CATransaction.commit()
      CATransaction.commit()
      #expect(CATransaction.animationDuration() == 0.25)
    }
    // Not at the commit: when the host says the transaction's animations have ended.
    #expect(ran == 0)
    host.runCompletions(finished: true)
    #expect(ran == 1)
    #expect(host.calls.filter { $0 == "transaction begin" }.count == 2)
    #expect(host.calls.contains("transaction duration 0.6"))
    #expect(host.calls.contains("transaction disable actions true"))
    #expect(host.calls.contains("transaction completion set"))
    #expect(!host.calls.contains { $0.hasPrefix("log") })
  }

  @Test("a replaced completion block is let go of, and nil clears it in the host")
  func replacedBlock() {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    weak var dropped: NSObject?
    session.run {
      CATransaction.begin()
      let token = NSObject()
      dropped = token
      CATransaction.setCompletionBlock { _ = token }
      CATransaction.setCompletionBlock(nil)
      CATransaction.commit()
    }
    #expect(dropped == nil)
    #expect(host.calls.contains("transaction completion cleared"))
  }

  @Test("the timing function reaches the host as control points and reads back; nil is the default")
  func timingFunction() {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    session.run {
      CATransaction.begin()
      let linear = CAMediaTimingFunction(name: .linear)
      CATransaction.setAnimationTimingFunction(linear)
      #expect(CATransaction.animationTimingFunction() === linear)
      #expect(
        CATransaction.value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
          === linear)
      CATransaction.setAnimationTimingFunction(nil)
      CATransaction.commit()
    }
    #expect(host.calls.contains("transaction timing 0.0 0.0 1.0 1.0"))
    #expect(host.calls.contains("transaction timing default"))
  }

  @Test("value(forKey:) and setValue(_:forKey:) reach the settings; a wrong key is reported")
  func keyValue() {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    session.run {
      CATransaction.begin()
      CATransaction.setValue(1.5, forKey: kCATransactionAnimationDuration)
      CATransaction.setValue(true, forKey: kCATransactionDisableActions)
      #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 1.5)
      #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
      #expect(CATransaction.value(forKey: "speed") == nil)
      CATransaction.setValue(2, forKey: "speed")
      CATransaction.commit()
    }
    #expect(host.calls.contains("transaction duration 1.5"))
    #expect(
      host.calls.contains(
        "log 3 TransitionKit: CATransaction.setValue(_:forKey:) with key 'speed' and a Int value "
          + "changes nothing; use a kCATransaction* key with the type of its setter"))
  }
}
