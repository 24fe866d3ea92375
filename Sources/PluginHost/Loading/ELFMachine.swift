/// ELF `e_machine` codes: this host's, and names for messages.
struct ELFMachine {
  /// The code.
  let code: UInt16
  /// The name, e.g. `x86-64`.
  let name: String

  /// The machine this host runs on, when it is one it knows.
  static var host: ELFMachine? {
    #if arch(x86_64)
      ELFMachine(code: 62, name: name(62))
    #elseif arch(arm64)
      ELFMachine(code: 183, name: name(183))
    #else
      nil
    #endif
  }

  /// The name of machine `code`.
  static func name(_ code: UInt16) -> String {
    switch code {
    case 3: "x86"
    case 8: "MIPS"
    case 20: "PowerPC"
    case 21: "PowerPC64"
    case 22: "S/390"
    case 40: "ARM"
    case 62: "x86-64"
    case 183: "AArch64"
    case 243: "RISC-V"
    case 258: "LoongArch"
    default: "machine \(code)"
    }
  }
}
