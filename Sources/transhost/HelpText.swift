/// The help texts, one per command.
enum HelpText {
  static let main = """
    transhost: a plugin host for view-controller transition animators

    USAGE: transhost <command> [options]

    COMMANDS:
      list              Show the installed animators, and plugins refused or shadowed
      info <animator>   Show one animator in full, with all its parameters
      help [command]    Show help for a command

    OPTIONS:
      --plugin-path DIRS    Search DIRS (colon-separated) first, then $TRANSHOST_PLUGIN_PATH,
                            then the directory of the transhost executable and
                            <prefix>/lib/transhost/plugins
      --use STYLE=ANIMATOR  Serve STYLE with ANIMATOR, e.g. --use 'custom=slide-up(duration: 0.3)'
                            (repeatable; wins over the configuration file)
      --no-default-path     Search only --plugin-path and $TRANSHOST_PLUGIN_PATH
      --config FILE         Read style mappings from FILE instead of
                            $XDG_CONFIG_HOME/transhost/config
      --json                Print JSON Lines instead of a table
      -v, --verbose         Also show .so files that are not transhost plugins
      -h, --help            Show help
      --version             Show the version

    EXIT STATUS: 0 success, 1 the command failed (e.g. an unknown animator),
    64 usage error, 66 a named file cannot be read.
    """

  static let list = """
    USAGE: transhost list [--json] [--verbose] [--plugin-path DIRS]

    Lists every animator found in the plugin directories (id, name, version, the
    styles and operations it serves, whether it can be driven interactively, and
    its file), then the files refused with the reason, and animators shadowed by
    an earlier one with the same id. --verbose adds the .so files that are not
    transhost plugins. --json prints one JSON object a line with the fields
    status, id, name, version, vendor, summary, styles, operations, interactive,
    defaultDuration, parameters, path, builtWith (and warning); refused, shadowed
    and skipped lines have status, path (id) and reason.
    """

  static let info = """
    USAGE: transhost info <animator> [--json] [--plugin-path DIRS]

    Shows one animator in full: its descriptor and every parameter with its type,
    default and description. <animator> is the id (org.transhost.slide-up) or its
    last part (slide-up) when that is unique.
    """

  static func text(for command: String) -> String? {
    switch command {
    case "list": list
    case "info": info
    case "help": main
    default: nil
    }
  }
}
