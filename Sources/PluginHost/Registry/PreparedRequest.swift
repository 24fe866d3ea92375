import CTransitionABI
import Synchronization

/// A resolved choice as a plugin's `create` reads it, made once per choice: the animator
/// id and every parameter name and text form copied into C strings, numbers and flags
/// filled in. Freed when the last copy of the choice goes away.
///
/// Only view handles change from one transition to the next (the named view is looked up
/// when the transition starts); each request copies these values and fills them in.
final class PreparedRequest: @unchecked Sendable {
  // @unchecked: the C strings and the template values are written only in `init` and
  // read afterwards; `isVerified` is atomic.

  /// A view parameter: its index in the values and the view name it holds.
  struct ViewParameter: Sendable {
    let index: Int
    let name: String
    let viewName: String
  }

  /// The animator.
  let descriptor: AnimatorDescriptor
  /// `descriptor.id` as a C string.
  let animatorID: UnsafePointer<CChar>
  /// `descriptor.id` as the bridge names the code it runs for every transition of the
  /// choice (``PluginName``).
  let name: PluginName
  /// One value per declared parameter, in declaration order, with every view handle 0.
  let template: UnsafeBufferPointer<transhost_parameter_value_t>
  /// The view parameters that name a view.
  let viewParameters: [ViewParameter]
  /// Whether the plugin, loaded into this process, was found to declare the animator as it
  /// was scanned; checked once.
  let isVerified = Atomic(false)
  /// The address of the loaded plugin's animator factory, stored once the animator was
  /// verified (0 before, or when the plugin has no factory): later transitions call
  /// `create` through it without taking the plugin's lock and copying its handles. The
  /// library is never unloaded, so the address stays valid for the process's life.
  let verifiedFactory = Atomic<UInt>(0)
  private let strings: [UnsafeMutablePointer<CChar>]

  init(_ descriptor: AnimatorDescriptor, _ values: [(name: String, value: ParameterValue)]) {
    let animatorID = duplicateCString(descriptor.id)
    var strings = [animatorID]
    var viewParameters: [ViewParameter] = []
    let template = UnsafeMutableBufferPointer<transhost_parameter_value_t>.allocate(
      capacity: values.count)
    for (index, (name, value)) in values.enumerated() {
      let nameCopy = duplicateCString(name)
      let textCopy = duplicateCString(value.text)
      strings += [nameCopy, textCopy]
      var raw = transhost_parameter_value_t()
      raw.name = UnsafePointer(nameCopy)
      raw.text = UnsafePointer(textCopy)
      switch value {
      case .number(let number): raw.number = number
      case .bool(let flag): raw.flag = flag
      case .view(let viewName) where !viewName.isEmpty:
        viewParameters.append(ViewParameter(index: index, name: name, viewName: viewName))
      case .view, .string, .choice: break
      }
      template.initializeElement(at: index, to: raw)
    }
    self.descriptor = descriptor
    self.animatorID = UnsafePointer(animatorID)
    self.name = PluginName(descriptor.id)
    self.template = UnsafeBufferPointer(template)
    self.viewParameters = viewParameters
    self.strings = strings
  }

  deinit {
    template.deallocate()
    strings.forEach { $0.deallocate() }
  }
}
