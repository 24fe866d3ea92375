/// The help texts, one per command.
enum HelpText {
  static let main = """
    transhost: a plugin host for view-controller transition animators

    USAGE: transhost <command> [options]

    COMMANDS:
      run <file>...     Run transition scripts (.transhost): present, dismiss, push, pop,
                        interactive drags, expectations; see docs/SCRIPT.md
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
      --json                Print JSON Lines instead of a table or an account
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

  static let run = """
    USAGE: transhost run <file>... [--json] [--fps N] [--svg FILE] [--html FILE]
                                   [--isolate] [--use STYLE=ANIMATOR] [--plugin-path DIRS]

    Runs each script through the engine with the installed animators and prints what
    happened: for each transition the animator chosen and why, its duration and
    outcome, the callbacks in order and the window afterwards, and every
    expectation's result. The language is documented in docs/SCRIPT.md.

    OPTIONS:
      --json          Print JSON Lines (events, samples, expectations; schema in
                      docs/SCRIPT.md) instead of the account
      --fps N         Sample transitions N times a second (default 60, or the
                      script's 'fps' line)
      --svg FILE      Write a filmstrip of every transition with plots of the
                      properties that moved
      --html FILE     Write one self-contained page with the filmstrips and a scrubber
      --use STYLE=ANIMATOR
                      Serve STYLE with ANIMATOR; wins over the script's 'use' lines
      --isolate       Run each script in a helper process: an animator that crashes
                      or hangs fails its transition (exit 1), and the run goes on

    EXIT STATUS: 0 every expectation held, 1 an expectation failed (named as
    file:line on standard error), 64 usage error, 65 invalid script (shown as
    file:line:column with the line and a hint), 66 a script cannot be read.
    """

  static let info = """
    USAGE: transhost info <animator> [--json] [--plugin-path DIRS]

    Shows one animator in full: its descriptor and every parameter with its type,
    default and description. <animator> is the id (org.transhost.slide-up) or its
    last part (slide-up) when that is unique.
    """

  static func text(for command: String) -> String? {
    switch command {
    case "run": run
    case "list": list
    case "info": info
    case "help": main
    default: nil
    }
  }
}
