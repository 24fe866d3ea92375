/// The ABI major this host speaks.
public let hostABIMajor: UInt32 = 1
/// The ABI minor this host provides.
public let hostABIMinor: UInt32 = 0
/// The id of the animator factory, as `transhost.h` defines it.
public let animatorFactoryID = "org.transhost.animator-factory/1"
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
