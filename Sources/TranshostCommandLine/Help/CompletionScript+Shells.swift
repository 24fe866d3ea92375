extension CompletionScript {
  /// The bash script: a `complete -F` function that finds the command among the words
  /// typed (skipping option values), then completes an option's value, an option, or
  /// the command's operands.
  var bash: String {
    let function = "_" + tool.replacingEvery("-", with: "_")
    // The options whose value is the next word, skipped when looking for the command.
    let valued = typedOptions.filter { Self.valueCompletion($0) != .none }.map(\.name)
      .joined(separator: "|")
    var out = [
      "# bash completion for \(tool); made by '\(tool) completions bash'",
      "\(function)() {",
      "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
      "    local command=\"\" i",
      "    for ((i = 1; i < COMP_CWORD; i++)); do",
      "        case \"${COMP_WORDS[i]}\" in",
      "            \(valued)) ((i++)) ;;",
      "            -*) ;;",
      "            *) command=\"${COMP_WORDS[i]}\"; break ;;",
      "        esac",
      "    done",
      "    case \"$prev\" in",
    ]
    let byKind = Dictionary(grouping: typedOptions, by: Self.valueCompletion)
    var actions: [(ValueCompletion, String)] = [
      (.file, "COMPREPLY=($(compgen -f -- \"$cur\")); return ;;"),
      (.directory, "COMPREPLY=($(compgen -d -- \"$cur\")); return ;;"),
      (.free, "return ;;"),
    ]
    for case .words(let words) in Set(byKind.keys) {
      let list = words.joined(separator: " ")
      actions.append(
        (.words(words), "COMPREPLY=($(compgen -W \"\(list)\" -- \"$cur\")); return ;;"))
    }
    // Sorted, so the script is the same on every run (a set has no order).
    for (kind, action) in actions.sorted(by: { $0.1 < $1.1 }) {
      guard let options = byKind[kind], !options.isEmpty else { continue }
      out.append("        \(options.map(\.name).joined(separator: "|"))) \(action)")
    }
    out += [
      "    esac",
      "    local options words=\"\"",
      "    case \"$command\" in",
      "        \"\") options=\"\(spellings(options(for: nil)))\"",
      "            words=\"\(commands.map(\.name.rawValue).joined(separator: " "))\" ;;",
    ]
    for command in commands {
      out.append(
        "        \(command.name.rawValue)) options=\"\(spellings(options(for: command.name)))\" ;;")
    }
    out += [
      "    esac",
      "    if [[ \"$cur\" == -* || -z \"$command\" ]]; then",
      "        COMPREPLY=($(compgen -W \"$options $words\" -- \"$cur\"))",
      "        return",
      "    fi",
      "    case \"$command\" in",
    ]
    for command in commands {
      let action: String
      switch command.operands {
      case .none: continue
      case .files(let suffix):
        action = "COMPREPLY=($(compgen -f -X '!*\(suffix)' -- \"$cur\") $(compgen -d -- \"$cur\"))"
      case .idsOrFiles(let suffix):
        action =
          "COMPREPLY=($(compgen -W \"$(\(idsCommand))\" -- \"$cur\") "
          + "$(compgen -f -X '!*\(suffix)' -- \"$cur\") $(compgen -d -- \"$cur\"))"
      case .ids: action = "COMPREPLY=($(compgen -W \"$(\(idsCommand))\" -- \"$cur\"))"
      case .words(let words):
        action = "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
      }
      out.append("        \(command.name.rawValue)) \(action) ;;")
    }
    out += ["    esac", "}", "complete -F \(function) \(tool)", ""]
    return out.joined(separator: "\n")
  }

  /// The zsh script: `#compdef`, `_arguments` for the options before the command and
  /// for each command's options and operands.
  var zsh: String {
    var out = [
      "#compdef \(tool)", "# zsh completion for \(tool); made by '\(tool) completions zsh'", "",
      "_\(tool)_ids() {", "  local -a ids", "  ids=(${(f)\"$(\(idsCommand))\"})",
      "  compadd -a ids", "}", "", "_\(tool)() {", "  local curcontext=\"$curcontext\" state line",
      "  local -a commands", "  commands=(",
    ]
    for command in commands {
      out.append("    \(Self.zshQuoted(command.name.rawValue + ":" + command.summary))")
    }
    out += ["  )", "  _arguments -C \\"]
    out += options(for: nil).map { "    \(zshSpec($0, for: nil)) \\" }
    out += [
      "    '1: :->command' '*:: :->arguments'", "  case $state in",
      "    command) _describe command commands ;;", "    arguments)", "      case $line[1] in",
    ]
    for command in commands {
      var specs = options(for: command.name).map { zshSpec($0, for: command.name) }
      switch command.operands {
      case .none: break
      case .files(let suffix): specs.append("'*:file:_files -g \"*\(suffix)\"'")
      case .idsOrFiles(let suffix):
        specs.append("'*:plugin:{_\(tool)_ids; _files -g \"*\(suffix)\"}'")
      case .ids: specs.append("'1:id:_\(tool)_ids'")
      case .words(let words): specs.append("'1:word:(\(words.joined(separator: " ")))'")
      }
      out.append("      \(command.name.rawValue)) _arguments \(specs.joined(separator: " ")) ;;")
    }
    out += ["      esac ;;", "  esac", "}", "", "_\(tool) \"$@\"", ""]
    return out.joined(separator: "\n")
  }

  /// The fish script: one `complete` line per command, option and operand kind.
  var fish: String {
    var out = [
      "# fish completion for \(tool); made by '\(tool) completions fish'",
      "function __\(tool)_ids", "    \(idsCommand)", "end", "complete -c \(tool) -f",
    ]
    let names = commands.map(\.name.rawValue).joined(separator: " ")
    for command in commands {
      out.append(
        "complete -c \(tool) -n 'not __fish_seen_subcommand_from \(names)' -a \(command.name.rawValue) "
          + "-d \(Self.fishQuoted(command.summary))")
    }
    for option in options(for: nil) {
      out.append(
        "complete -c \(tool) -n 'not __fish_seen_subcommand_from \(names)' \(fishFlags(option, for: nil))"
      )
    }
    for command in commands {
      let condition = "-n '__fish_seen_subcommand_from \(command.name.rawValue)'"
      for option in options(for: command.name) {
        out.append("complete -c \(tool) \(condition) \(fishFlags(option, for: command.name))")
      }
      switch command.operands {
      case .none: break
      case .files, .idsOrFiles: out.append("complete -c \(tool) \(condition) -F")
      case .ids: out.append("complete -c \(tool) \(condition) -a '(__\(tool)_ids)'")
      case .words(let words):
        out.append("complete -c \(tool) \(condition) -a '\(words.joined(separator: " "))'")
      }
      if case .idsOrFiles = command.operands {
        out.append("complete -c \(tool) \(condition) -a '(__\(tool)_ids)'")
      }
    }
    return out.joined(separator: "\n") + "\n"
  }

  func spellings(_ options: [CommandOption]) -> String {
    options.flatMap { [$0.shortName, $0.name].compactMap { $0 } }.joined(separator: " ")
  }

  func zshSpec(_ option: CommandOption, for command: CommandName?) -> String {
    let description = Self.zshEscaped(summary(of: option, for: command))
    let value: String
    switch Self.valueCompletion(option) {
    case .none: value = ""
    case .file: value = ":\(option.valueName ?? "file"):_files"
    case .directory: value = ":\(option.valueName ?? "dir"):_directories"
    case .free: value = ":\(option.valueName ?? "value"): "
    case .words(let words):
      value = ":\(option.valueName ?? "value"):(\(words.joined(separator: " ")))"
    }
    guard let short = option.shortName else {
      return Self.zshQuoted("\(option.name)[\(description)]\(value)")
    }
    return "'(\(short) \(option.name))'{\(short),\(option.name)}"
      + Self.zshQuoted("[\(description)]\(value)")
  }

  func fishFlags(_ option: CommandOption, for command: CommandName?) -> String {
    var flags = "-l \(option.name.dropFirst(2))"
    if let short = option.shortName { flags += " -s \(short.dropFirst())" }
    switch Self.valueCompletion(option) {
    case .none: break
    case .file: flags += " -r -F"
    case .directory: flags += " -r -a '(__fish_complete_directories)'"
    case .free: flags += " -r"
    case .words(let words): flags += " -r -a '\(words.joined(separator: " "))'"
    }
    return flags + " -d " + Self.fishQuoted(summary(of: option, for: command))
  }

  /// `text` in single quotes for zsh (a quote as `'\''`).
  static func zshQuoted(_ text: String) -> String {
    "'" + text.replacingEvery("'", with: #"'\''"#) + "'"
  }

  /// Brackets and colons escaped, as `_arguments` descriptions want them.
  static func zshEscaped(_ text: String) -> String {
    text.replacingEvery("[", with: #"\["#).replacingEvery("]", with: #"\]"#).replacingEvery(
      ":", with: #"\:"#)
  }

  /// `text` in single quotes for fish (a quote and a backslash escaped).
  static func fishQuoted(_ text: String) -> String {
    "'" + text.replacingEvery("\\", with: #"\\"#).replacingEvery("'", with: #"\'"#) + "'"
  }
}
