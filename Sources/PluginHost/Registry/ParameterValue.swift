/// A parameter's value, checked against its declaration.
public enum ParameterValue: Hashable, Sendable {
  /// A number.
  case number(Double)
  /// A flag.
  case bool(Bool)
  /// Text.
  case string(String)
  /// One of the declared choices.
  case choice(String)
  /// A view name, resolved when the transition starts.
  case view(String)

  /// The value's text form.
  public var text: String {
    switch self {
    case .number(let value): formatParameterNumber(value)
    case .bool(let value): value ? "true" : "false"
    case .string(let value), .choice(let value), .view(let value): value
    }
  }

  /// Parses `text` as a value of `parameter`.
  public static func parse(
    _ text: String, for parameter: AnimatorParameter
  )
    -> Result<ParameterValue, ParameterError>
  {
    switch parameter.kind {
    case .number:
      guard let value = Double(text), value.isFinite else {
        return .failure(.notANumber(parameter: parameter.name, text: text))
      }
      if let range = parameter.range, !range.contains(value) {
        return .failure(
          .outOfRange(
            parameter: parameter.name, text: text,
            range: "\(formatParameterNumber(range.lowerBound))..."
              + formatParameterNumber(range.upperBound)))
      }
      return .success(.number(value))
    case .bool:
      switch text {
      case "true", "yes", "on": return .success(.bool(true))
      case "false", "no", "off": return .success(.bool(false))
      default: return .failure(.notABool(parameter: parameter.name, text: text))
      }
    case .string:
      return .success(.string(text))
    case .choice:
      guard parameter.choices.contains(text) else {
        return .failure(
          .notAChoice(
            parameter: parameter.name, text: text, choices: parameter.choices,
            suggestion: nearestName(to: text, in: parameter.choices)))
      }
      return .success(.choice(text))
    case .view:
      guard !text.isEmpty else { return .failure(.emptyView(parameter: parameter.name)) }
      return .success(.view(text))
    }
  }
}

/// Why a parameter value was refused; the wording lives in ``reason``.
public enum ParameterError: Error, Hashable, Sendable {
  /// Not a finite number.
  case notANumber(parameter: String, text: String)
  /// A number outside the declared range.
  case outOfRange(parameter: String, text: String, range: String)
  /// Not `true`/`false`.
  case notABool(parameter: String, text: String)
  /// Not one of the choices.
  case notAChoice(parameter: String, text: String, choices: [String], suggestion: String?)
  /// An empty view name.
  case emptyView(parameter: String)

  /// The message.
  public var reason: String {
    switch self {
    case .notANumber(let parameter, let text):
      "'\(parameter)' must be a number, not '\(text)'"
    case .outOfRange(let parameter, let text, let range):
      "'\(parameter)' must be in \(range), not \(text)"
    case .notABool(let parameter, let text):
      "'\(parameter)' must be true or false, not '\(text)'"
    case .notAChoice(let parameter, let text, let choices, let suggestion):
      "'\(parameter)' must be one of \(choices.joined(separator: ", ")), not '\(text)'"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .emptyView(let parameter):
      "'\(parameter)' needs a view name such as 'home.button'"
    }
  }
}

/// A number as a parameter's text: integers without a decimal point.
func formatParameterNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return String(value)
}
