import CTransitionABI

/// `transhost_status` values, every one read from `transhost.h`, and their names: the one
/// place Swift code gets a status code from.
enum Status {
  /// `TRANSHOST_OK`.
  static let ok = transhost_status(TRANSHOST_OK)
  /// `TRANSHOST_E_INVALID_ARGUMENT`: a NULL, NaN, infinite or out-of-range value.
  static let invalidArgument = transhost_status(TRANSHOST_E_INVALID_ARGUMENT)
  /// `TRANSHOST_E_UNSUPPORTED`: not implemented by this side.
  static let unsupported = transhost_status(TRANSHOST_E_UNSUPPORTED)
  /// `TRANSHOST_E_NO_MEMORY`.
  static let noMemory = transhost_status(TRANSHOST_E_NO_MEMORY)
  /// `TRANSHOST_E_BAD_STATE`: not valid now.
  static let badState = transhost_status(TRANSHOST_E_BAD_STATE)
  /// `TRANSHOST_E_INVALID_HANDLE`: the handle names nothing the caller may use.
  static let invalidHandle = transhost_status(TRANSHOST_E_INVALID_HANDLE)
  /// `TRANSHOST_E_INTERNAL`.
  static let `internal` = transhost_status(TRANSHOST_E_INTERNAL)

  /// The header's name for `status` (`TRANSHOST_E_BAD_STATE`), or `unknown status`.
  static func name(_ status: transhost_status) -> String {
    switch status {
    case ok: "TRANSHOST_OK"
    case invalidArgument: "TRANSHOST_E_INVALID_ARGUMENT"
    case unsupported: "TRANSHOST_E_UNSUPPORTED"
    case noMemory: "TRANSHOST_E_NO_MEMORY"
    case badState: "TRANSHOST_E_BAD_STATE"
    case invalidHandle: "TRANSHOST_E_INVALID_HANDLE"
    case `internal`: "TRANSHOST_E_INTERNAL"
    default: "unknown status"
    }
  }
}

/// The name of a `transhost_status` value, for messages.
func statusName(_ status: transhost_status) -> String { Status.name(status) }
