import CTransitionABI

/// The ABI major this host speaks: `TRANSHOST_ABI_MAJOR` of the `transhost.h` it is built
/// with.
public let hostABIMajor = UInt32(TRANSHOST_ABI_MAJOR)
/// The ABI minor this host provides: `TRANSHOST_ABI_MINOR` of its `transhost.h`.
public let hostABIMinor = UInt32(TRANSHOST_ABI_MINOR)
/// The id of the animator factory, `TRANSHOST_ANIMATOR_FACTORY_ID`.
public let animatorFactoryID = TRANSHOST_ANIMATOR_FACTORY_ID
/// The id of the object factory, `TRANSHOST_OBJECT_FACTORY_ID` (ABI 1.3).
public let objectFactoryID = TRANSHOST_OBJECT_FACTORY_ID
/// This host's version.
public let transhostVersion = "0.1.0"

/// The Swift compiler this host was built with, as `Swift X.Y[.Z]`: plugins built with
/// another compiler may not be ABI compatible on Linux, so the host compares.
public var hostSwiftCompiler: String {
  #if compiler(>=6.5)
    "Swift 6.5 or newer"
  #elseif compiler(>=6.4)
    "Swift 6.4"
  #elseif compiler(>=6.3.2)
    "Swift 6.3.2"
  #elseif compiler(>=6.3.1)
    "Swift 6.3.1"
  #elseif compiler(>=6.3)
    "Swift 6.3"
  #else
    "Swift 6.2 or older"
  #endif
}
