import PluginHost
import TranshostCommandLine

/// The help texts, one per command; their OPTIONS sections come from the option table.
enum HelpText {
  static let main = """
    transhost: a plugin host for view-controller transition animators

    USAGE: transhost <command> [options]

    COMMANDS:
      run <file>...     Run transition scripts (.transhost): present, dismiss, push,
                        pop, interactive drags, touches, expectations; see
                        docs/SCRIPT.md
      list              Show the installed animators and objects (delegates, view
                        controllers), and plugins refused or shadowed
      info <animator>   Show one animator or object in full, with all its parameters
      validate <plugin>...
                        Run the conformance suite on plugin files or animators, each
                        in a child process; a crash or hang fails its test
      help [command]    Show help for a command
      completions <shell>
                        Print the completion script for bash, zsh or fish
      manual            Print the manual page (roff; read it with man -l)

    OPTIONS:
    \(OptionTable.render(OptionTable.mainPage, width: 24))

    EXIT STATUS: 0 success; 1 the command failed (an expectation or a validation
    failed); 64 usage error; 65 an invalid script or configuration file; 66 a named
    file cannot be read or a named animator is not installed (in every command); 73 --svg/--html cannot be
    written; 74 standard output cannot be written (full, closed). Each command's help
    ('transhost help <command>') gives its own.
    """

  static let list = """
    USAGE: transhost list [--json] [--verbose] [--no-cache] [--plugin-path DIRS]

    Lists every animator and object found in the plugin directories, in search
    order (id, name, version, its KIND: animator, transitioning delegate,
    navigation delegate, tab bar delegate or view controller, its rank, the styles
    and operations it serves, whether it can be driven interactively, and its
    file), then who serves each style and operation by default (the highest rank,
    delegates counted beside animators; the system animator ranks primary where
    UIKit animates by itself, none for custom and tab; ties go to the first in
    search order and are named), then the files refused with the reason, and
    animators and objects shadowed by an earlier one with the same id (the two
    share one id space). --verbose adds the .so files that are not transhost
    plugins, the directories searched and how the plugins were scanned. --json
    prints one JSON object a line with the fields status, kind (animator,
    transitioningDelegate, navigationDelegate, tabBarDelegate, viewController),
    id, name, version, vendor, summary, styles, operations, interactive and
    defaultDuration (animators), rank, parameters, path, builtWith (and warning,
    rankOverride); default lines have status, operation, style, servedBy (null:
    the system), rank and tiedWith; refused, shadowed and skipped lines have
    status, path (id) and reason.

    SCANNING: plugins are never loaded into transhost to be listed. The files are
    loaded by a few helper processes (transhost itself, at most one per processor),
    each loading a batch of files one after the other, so a plugin that crashes,
    exits or hangs while loading is refused with the reason ("crashed while loading:
    SIGSEGV (segmentation fault)", "exited with status 3 while loading", "did not
    finish loading within 5 s (killed)"), a new helper scans the files after it,
    and the others are listed. A helper is killed when one file takes more than
    $TRANSHOST_SCAN_TIMEOUT seconds (default 5). With --verbose, what plugins
    print on standard error while loading is shown.

    CACHE: what each scan found, refusals and crashes included, is kept in
    $XDG_CACHE_HOME/transhost/plugins.cache (~/.cache/transhost/...), keyed
    by the file's real path, inode, size, modification and change times (a file
    rewritten with its old time put back still changes), the host's ABI and
    version, and the dynamic loader's environment; a file is scanned again
    when any of these changes. Ownership and permission checks run every time. The
    cache is only advice: it is sealed with a key only you can read
    (plugins-v2.key beside it), opened without following links, and ignored when
    it is not a regular file of yours or root's that only its owner can write,
    when its seal does not verify (edited by hand), and in set-user-ID processes;
    then every plugin is scanned again. A plugin is loaded only if it is still the
    file that was scanned. A corrupt cache is ignored and rebuilt; one that cannot
    be written is skipped (--verbose says why). --no-cache scans everything again
    and leaves the cache untouched. A file not in the cache is looked up in its
    directory's index, transhost-plugins.index, which scripts/install.sh writes
    beside the plugins; it is read only when it passes the checks the plugins
    pass (a regular file of yours or root's that only its owner can write).

    EXIT STATUS: 0 the plugins were listed, even when some were refused (they are
    listed with the reason); 64 usage error; 65 an invalid configuration file;
    66 the --config file cannot be read.

    Also: --use STYLE=ANIMATOR, --rank ID=RANK and --config FILE (the style
    mappings and ranks in force are checked), --no-default-path (see 'transhost
    --help').
    """

  static let run = """
    USAGE: transhost run <file>... [--json] [--fps N] [--svg FILE] [--html FILE]
                                   [--in-process | --isolate] [--timeout SECONDS]
                                   [--use STYLE=ANIMATOR] [--plugin-path DIRS]
                                   [--limit NAME=N] [--record[=MODE]]
                                   [--strict | --no-strict] [--junit FILE]
                                   [--annotate github|none]

    Runs each script through the engine with the installed animators and prints what
    happened: for each transition the animator chosen and why, its duration and
    outcome, the callbacks in order and the window afterwards, and every
    expectation's result. A file named - is read from standard input (called <stdin>
    in messages). The language is documented in docs/SCRIPT.md.

    Scripts also move fingers (pan, edge-pan, pinch, tap, swipe, long-press, rotate;
    docs/SCRIPT.md, "Touches"): the app's own gesture recognizers see them, so the
    code that decides whether a drag finishes or cancels its transition runs as
    written, and the account names each finger and what each recognizer did.

    For CI (docs/SCRIPT.md, "In CI"): several scripts end with a summary over all
    of them ("summary: 3 scripts, ..."; with --json a summary line with "scripts");
    every JSON line of a script carries its "file", and a script or configuration
    file that cannot run is a "diagnostic" line (file, line, column, message).
    Annotations go to standard output after the account (with --json, to
    standard error).

    OPTIONS:
    \(OptionTable.render(OptionTable.page(.run), width: 18))

    Also: --config FILE, --rank ID=RANK, --no-default-path, --no-cache,
    --plugin-path DIRS (see 'transhost --help').

    A plugin that crashes or hangs in a transition fails that transition: the
    account names the plugin, the animator, the call and the signal (or the
    time-out) and what that call printed; the transition is completed without
    animation by the system animator and the run goes on. Expectations checked
    while it is the last transition cannot be checked: they count as failed.

    EXIT STATUS: 0 every expectation held; 1 an expectation failed (named as
    file:line on standard error), or a transition failed in its helper (crash,
    exit, fork, lost report channel, --timeout), or the helper ended early outside
    any transition, or the run differs from its golden (docs/GOLDEN.md), or with
    --strict there was a warning; 64 usage error; 65 invalid script (shown as
    file:line:column with the line and a hint), configuration file or golden file
    (file:line); 66 a script cannot be read, or --use or --rank names an animator
    that is not installed; 73 an --svg/--html/--junit, golden or diff file cannot
    be written (named, with the reason); 74 standard output cannot be written.

    What animators print goes to standard error after each transition, labelled
    ("warning: plugin code wrote N bytes to standard output while transition 1
    ran ..."), at most 64 KiB of each stream a run; never into the account or the
    JSON Lines. Their log() messages appear in the account under the transition
    ("  log from 'id' (error): ..."), at most 100 a transition, and as "log" JSON
    records. Names and messages from plugins are printed escaped (\\n, \\u{1B}).
    """

  static let info = """
    USAGE: transhost info <animator> [--json] [--plugin-path DIRS]

    Shows one animator in full: its descriptor and every parameter with its type,
    default and description. <animator> is the id (org.transhost.slide-up) or its
    last part (slide-up) when that is unique. An object's id (a delegate or a view
    controller) shows its kind, the operations and styles it serves, its rank and
    its parameters.

    Also: --no-default-path, --no-cache, --verbose (see 'transhost --help').

    EXIT STATUS: 0 shown; 1 the animator is unknown or the name is ambiguous (the
    message suggests the nearest name); 64 usage error.
    """

  static let validate = """
    USAGE: transhost validate <plugin>... [--json] [--timeout SECONDS]
                                          [--plugin-path DIRS] [--config FILE]
                                          [--strict | --no-strict] [--junit FILE]
                                          [--annotate github|none]

    Runs the conformance suite on each <plugin>: a path to a .so file (every animator
    and delegate it serves) or an animator id or short name (found in the plugin
    directories).
    For each style the animator declares, and for push/pop and tab when it serves
    them, a controller is shown and taken away again, animated and not, and (when
    the animator supports interactive driving) driven to 0.25, 0.5 and 0.75 and
    finished or cancelled. Each case runs twice in a fresh engine and checks that
    completeTransition is called exactly once per transition, that the window ends
    as UIKit leaves it (the container holds only the shown view; nothing leaked,
    hidden, transparent or transformed), that a cancel gives every view back its
    frame, alpha, transform and isHidden, that both runs give the same trace, and
    that no rule is broken (each engine violation is a failure naming the plugin).
    The descriptor checks report what loading enforces (reverse-DNS id, version,
    operations, styles, parameter defaults).

    A plugin's delegates (transitioning, navigation, tab bar) get the same suite after
    its animators; <plugin> may also be a delegate id or short name. The resolver maps
    the style (or push/pop, tab) to the delegate, as --use does, and makes and asks it
    as in a run; steps are driven through the resolver's stand-in interactor when the
    delegate gives none, and through the delegate's own when it is percent-driven; one
    that is not (it runs the transition itself) gets a warning per interactive test, and
    its transition is checked as it ended. The presentation controller it gives is
    checked too: its will-begin/did-end calls once each and in UIKit's order, the views
    it added to the container gone after the dismissal and after a cancelled
    presentation, the presented view at its frameOfPresentedViewInContainerView (asked
    twice, the same); views it added are exempt from "the container holds only the
    shown view". View controllers are not validated by themselves: only through the
    delegates and animators they use.

    Each plugin runs in a child process (transhost itself) that reports every test
    on a private pipe, so what plugins print cannot corrupt the report: it is shown
    on standard error, labelled, escaped and capped at 64 KiB per stream. If the
    child crashes or exits early, the test it was running is reported
    'crashed' with the signal or status; if one plugin call runs, or a test reports
    nothing, for --timeout seconds (default 30), the child is killed and the test
    reported 'timed out' naming the plugin and the call; a plugin that forks the
    child, or leaves a process running in its own session, fails its test (the
    process is killed). Either way a new child runs the remaining tests.

    A test ends passed, failed, crashed, timed out, skipped (it does not apply, with
    the reason) or warning (it passed, but the plugin logged a warning or its
    descriptor deserves a look).

    OPTIONS:
    \(OptionTable.render(OptionTable.page(.validate), width: 22))

    Also: --no-default-path, --no-cache, --verbose (see 'transhost --help');
    --config FILE (only its 'strict' setting is read).

    EXIT STATUS: 0 nothing failed, crashed or timed out; 1 something did, or with
    --strict a test ended 'warning'; 64 usage error; 65 an invalid configuration
    file; 66 a plugin file cannot be read or an animator is unknown; 73 the --junit
    file cannot be written.
    """

  static let completions = """
    USAGE: transhost completions bash|zsh|fish

    Prints the completion script for a shell, made from the same option table the
    command line is read with: commands, each command's options, files for options
    that take a file, scripts (.transhost) for run, plugin files (.so) and the
    installed ids for validate and info. The install script puts them where each
    shell looks (share/bash-completion/completions/transhost,
    share/zsh/site-functions/_transhost, share/fish/vendor_completions.d/transhost.fish
    under its prefix); to try one in the shell you are in: source <(transhost
    completions bash).

    EXIT STATUS: 0 printed; 64 usage error (no shell, or one of another name); 74
    standard output cannot be written.
    """

  static let manual = """
    USAGE: transhost manual

    Prints the manual page in roff, made from the help pages and the option table:
    read it with man -l <(transhost manual), or install it with the install script
    (share/man/man1/transhost.1 under its prefix) and read it with man transhost.

    EXIT STATUS: 0 printed; 64 usage error; 74 standard output cannot be written.
    """

  /// The manual page's DESCRIPTION.
  static let description = [
    "transhost runs view-controller transition code written for UIKit (animators, "
      + "transitioning delegates, presentation controllers, interaction controllers and "
      + "the view controllers that own them) on Linux, headless and on a virtual clock, "
      + "through one model of UIKit's transition machinery.",
    "Plugins are shared libraries (.so) built against the C interface transhost.h, in "
      + "Swift with TransitionKit (import UIKit) or in C, and found in the plugin "
      + "directories. Scripts (.transhost) present, dismiss, push, pop and drag "
      + "controllers, state what must hold, and 'transhost run' checks it and draws "
      + "what happened.",
  ]

  /// The manual page's ENVIRONMENT section.
  static let environment: [(label: String, text: String)] = [
    (
      "TRANSHOST_PLUGIN_PATH",
      "Directories (colon-separated) searched for plugins after --plugin-path; ignored in set-user-ID processes."
    ),
    (
      "TRANSHOST_SCAN_TIMEOUT",
      "Seconds one plugin file may take to load while it is scanned (default 5)."
    ),
    (
      "TRANSHOST_SCAN_EXEC",
      "When set and not empty, scan helpers are always transhost executed again; otherwise they are forked from transhost while it has one thread."
    ),
    ("XDG_CONFIG_HOME", "Where the configuration file is looked for (default ~/.config)."),
    ("XDG_CACHE_HOME", "Where the plugin cache is kept (default ~/.cache)."),
    ("COLUMNS", "The width 'list' fits its table to on a terminal."),
    (
      "NO_COLOR",
      "When set and not empty, nothing is coloured; otherwise the status words (error:, warning:, hint:, ok:, FAILED:, validate's statuses) are coloured on a terminal."
    ),
    (
      "CLICOLOR_FORCE",
      "When set and not 0, colours output that is not a terminal too (for CI logs that show colour); NO_COLOR wins."
    ),
  ]

  /// The manual page's FILES section.
  static let files: [(label: String, text: String)] = [
    (
      "<prefix>/lib/transhost/plugins",
      "The bundled plugins, and the directory searched after the executable's own."
    ),
    (
      "$XDG_CONFIG_HOME/transhost/config",
      "Style mappings and ranks ('custom = slide-up', 'rank org.x.y = primary')."
    ),
    (
      "$XDG_CACHE_HOME/transhost/plugins.cache",
      "What each plugin scan found, sealed with plugins-v2.key beside it."
    ),
  ]

  /// The help of `command` (`help` has the main help).
  static func text(for command: CommandName) -> String {
    switch command {
    case .run: run
    case .list: list
    case .info: info
    case .validate: validate
    case .help: main
    case .completions: completions
    case .manual: manual
    }
  }

  /// The manual page, from the pages above and the option table.
  static var manualPage: ManualPage {
    let commands: [CommandName] = [.run, .list, .info, .validate, .completions, .manual]
    return ManualPage(
      tool: "transhost", summary: "a plugin host for view-controller transition animators",
      version: transhostVersion, description: description, main: HelpDocument(main),
      options: OptionTable.mainPage,
      commands: commands.map {
        ManualPage.Command(
          name: $0.rawValue, page: HelpDocument(text(for: $0)), options: OptionTable.page($0))
      }, extraSections: [("ENVIRONMENT", environment), ("FILES", files)])
  }

  /// The completion scripts' view of the commands: the main help's summaries, and what
  /// each command's operands are.
  static var completionScript: CompletionScript {
    let summaries = Dictionary(
      HelpDocument(main).entries(ofList: "COMMANDS").map {
        (String($0.label.prefix { $0 != " " }), $0.text)
      }, uniquingKeysWith: { first, _ in first })
    let operands: [CommandName: CompletionScript.Operands] = [
      .run: .files(suffix: ".transhost"), .info: .ids, .validate: .idsOrFiles(suffix: ".so"),
      .help: .words(CommandName.allCases.map(\.rawValue)),
      .completions: .words(CompletionScript.Shell.allCases.map(\.rawValue)),
    ]
    return CompletionScript(
      tool: "transhost",
      commands: CommandName.allCases.map {
        .init(name: $0, summary: summaries[$0.rawValue] ?? "", operands: operands[$0] ?? .none)
      })
  }
}
