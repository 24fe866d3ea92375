import CTransitionABI

/// `transhost_status` values as Swift constants.
enum Status {
  static let ok = Int32(TRANSHOST_OK)
  static let invalidArgument = Int32(TRANSHOST_E_INVALID_ARGUMENT)
  static let unsupported = Int32(TRANSHOST_E_UNSUPPORTED)
  static let badState = Int32(TRANSHOST_E_BAD_STATE)
  static let invalidHandle = Int32(TRANSHOST_E_INVALID_HANDLE)
}
