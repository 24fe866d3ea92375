/*
 * transhost.h -- the transhost animator plugin ABI, version 1.
 *
 * A transhost plugin is a shared library that exports one function,
 *
 *     const transhost_entry_t *transhost_entry_v1(void);
 *
 * and serves view-controller transition animators through it. The host (the
 * `transhost` process) owns every view, controller, clock and animation; a
 * plugin sees only opaque 64-bit handles and acts through the callbacks in
 * `transhost_host_t`. This header is the whole contract: it compiles as strict
 * C99 (gcc -std=c99 -Wall -Wextra -pedantic) and as C++.
 *
 * VERSIONING PROMISE
 *   - The ABI major is in the entry symbol's name. A future incompatible ABI
 *     exports `transhost_entry_v2`; a plugin may export both.
 *   - Within major 1 nothing published ever changes. Structs grow only at their
 *     end; every growable struct starts with `struct_size`, which the writer
 *     sets to sizeof(the struct it was compiled with). A reader treats fields
 *     past `struct_size` as absent (NULL / 0), so old plugins load in new hosts
 *     and new plugins in old hosts.
 *   - New capabilities arrive as new minor versions (new trailing fields) and
 *     as string-identified factories and extensions (`get_factory`,
 *     `get_extension`), named `reverse.dns.name/N`. A changed interface gets a
 *     new `/N+1` id; the old id keeps working.
 *   - The host accepts any plugin whose entry says abi_major == 1 and whose
 *     `required_host_minor` is at most the host's minor.
 *
 * THREADS
 *   transhost drives every plugin from one thread, the host's main thread.
 *   Every function in this header is [main-thread]: called on, and calling
 *   back on, that thread only, never concurrently. Exceptions are marked.
 *   The host checks the thread of every callback: a call from any other
 *   thread (one the plugin started, say) changes nothing and returns
 *   TRANSHOST_E_BAD_STATE (or 0, false or NULL), and the host reports it,
 *   naming the plugin and the call, once its own thread next hears from the
 *   plugin. Only the callbacks marked [thread-safe] may come from any thread.
 *
 * RE-ENTRANCY
 *   A plugin may complete its transition from inside any of its own calls
 *   (animate_transition, transition_duration, a completion), as UIKit allows,
 *   and go on using its instance until that call returns: the host never ends
 *   or destroys an instance while plugin code is running on its thread. It
 *   calls animation_ended once the outermost call into plugin code has
 *   returned to the host, and destroy after that, once no completion the
 *   plugin registered for the instance is pending (see LIFETIME OF AN
 *   INSTANCE).
 *
 * LIFETIME OF AN INSTANCE
 *   A completion (animation_begin's, property_animator_add_completion's)
 *   registered while the plugin's code runs for an instance (one of its
 *   animator calls, or another completion of it) keeps that instance alive,
 *   as a UIKit completion block keeps what it captured: an animator may begin
 *   an animation or start a property animator and complete its transition at
 *   once. The host then calls animation_ended as above; the completion still
 *   runs when its animation ends (finished true, or false when interrupted;
 *   a property animator's with its position), with the instance not yet
 *   destroyed, and destroy comes after the last such completion ran. A
 *   property animator's completion that never runs (the animator was never
 *   started, was stopped without finishing, or pauses on completion) keeps the
 *   instance for as long as the host keeps the property animator. The context
 *   does not live on: its handle ends as HANDLES says, so what such a late
 *   completion asks of the finished context (complete_transition again, its
 *   views or frames) is refused as a stale handle and reported; views and
 *   property animators it holds handles to stay usable.
 *
 * THE PROCESS A PLUGIN RUNS IN
 *   A plugin's code runs in the host's process (`transhost run`) or in a helper
 *   process (`transhost run --isolate`, `transhost validate`, scanning). A plugin
 *   must not end, fork, or take over the descriptors of that process, and should
 *   report through `log` rather than print. In a helper, a plugin that calls exit
 *   or _exit, dies of a signal, forks (the copy is stopped when it returns to the
 *   host), closes or replaces the helper's report descriptor, or stays inside one
 *   call past the supervisor's wall-clock limit fails what it was doing, named with
 *   the call. What it writes on standard output and standard error is captured,
 *   capped (64 KiB each) and shown labelled and escaped, never mixed into the
 *   host's report. In the host's own process nothing can stop a call that never
 *   returns: run untrusted plugins with --isolate.
 *
 * STRINGS
 *   All strings are NUL-terminated UTF-8. Each field says how long it lives.
 *   Strings the host passes to a plugin are valid only during the call unless
 *   stated otherwise; copy them to keep them.
 *
 * ERRORS
 *   Functions that can fail return a transhost_status: 0 for success, a
 *   negative TRANSHOST_E_* code otherwise. Nothing may unwind across this
 *   boundary (no C++ exceptions, no longjmp, no Swift errors). Misuse of a host
 *   callback (a bad handle, a NaN, a call after the transition completed) is
 *   rejected with a status and reported through the log by the host.
 *
 * LIMITS
 *   One transition's plugin may make only so many views, animation blocks,
 *   property animators and log messages (the host's defaults are far above
 *   what real transitions use; `transhost run --limit` changes them). The
 *   call that goes past a limit fails (0 or TRANSHOST_E_BAD_STATE), the host
 *   reports it once and ends the transition as cancelled on its next clock
 *   turn, and until then refuses every further callback with
 *   TRANSHOST_E_BAD_STATE (or 0, false or NULL) without a report each.
 */
#ifndef TRANSHOST_H
#define TRANSHOST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) || defined(__clang__)
#define TRANSHOST_EXPORT __attribute__((visibility("default")))
#else
#define TRANSHOST_EXPORT
#endif

/* ------------------------------------------------------------------------ */
/* Versions                                                                 */
/* ------------------------------------------------------------------------ */

#define TRANSHOST_ABI_MAJOR 1
#define TRANSHOST_ABI_MINOR 0

/* The id of the animator factory (see transhost_animator_factory_t). */
#define TRANSHOST_ANIMATOR_FACTORY_ID "org.transhost.animator-factory/1"

/* ------------------------------------------------------------------------ */
/* Status codes                                                             */
/* ------------------------------------------------------------------------ */

typedef int32_t transhost_status;

enum {
  TRANSHOST_OK = 0,
  TRANSHOST_E_INVALID_ARGUMENT = -1, /* a NULL, NaN, infinite or out-of-range value */
  TRANSHOST_E_UNSUPPORTED = -2,      /* not implemented by this side */
  TRANSHOST_E_NO_MEMORY = -3,
  TRANSHOST_E_BAD_STATE = -4,        /* not valid now (e.g. after completeTransition, or
                                        from a thread other than the host's) */
  TRANSHOST_E_INVALID_HANDLE = -5,   /* the handle names nothing the caller may use */
  TRANSHOST_E_INTERNAL = -6
};

/* ------------------------------------------------------------------------ */
/* Handles and values                                                       */
/* ------------------------------------------------------------------------ */

/* Opaque handles. 0 is "none" (UIKit's nil). The host never gives one number
 * to two things. View, controller and property animator handles stay valid
 * for the life of the host process; what they name may leave the view tree.
 * A transition's context handle stays valid until the transition has ended
 * (the host called animation_ended) and the plugin code running then has
 * returned to the host, even when destroy waits for a pending completion; the handle of its container view ends with it
 * once the container has left the view tree. A handle past that is stale: the
 * host rejects it like any bad handle (TRANSHOST_E_INVALID_HANDLE, or 0, false
 * or NULL) and reports the call. */
typedef uint64_t transhost_view_t;
typedef uint64_t transhost_controller_t;
typedef uint64_t transhost_context_t;
typedef uint64_t transhost_property_animator_t;

typedef struct transhost_point {
  double x;
  double y;
} transhost_point_t;

typedef struct transhost_rect {
  double x;
  double y;
  double width;
  double height;
} transhost_rect_t;

/* A 2D affine transform with CGAffineTransform's fields and meaning. */
typedef struct transhost_transform {
  double a;
  double b;
  double c;
  double d;
  double tx;
  double ty;
} transhost_transform_t;

/* An RGBA colour, components in 0...1. */
typedef struct transhost_color {
  double red;
  double green;
  double blue;
  double alpha;
} transhost_color_t;

/* UIModalPresentationStyle, with UIKit's raw values. */
typedef int32_t transhost_style;
enum {
  TRANSHOST_STYLE_AUTOMATIC = -2,
  TRANSHOST_STYLE_NONE = -1, /* navigation and tab transitions */
  TRANSHOST_STYLE_FULL_SCREEN = 0,
  TRANSHOST_STYLE_PAGE_SHEET = 1,
  TRANSHOST_STYLE_FORM_SHEET = 2,
  TRANSHOST_STYLE_CURRENT_CONTEXT = 3,
  TRANSHOST_STYLE_CUSTOM = 4,
  TRANSHOST_STYLE_OVER_FULL_SCREEN = 5,
  TRANSHOST_STYLE_OVER_CURRENT_CONTEXT = 6,
  TRANSHOST_STYLE_POPOVER = 7
};

/* What a transition does. As a value in a request; as bits (1 << value) in a
 * descriptor's `operations` mask. */
typedef int32_t transhost_operation;
enum {
  TRANSHOST_OPERATION_PRESENT = 0,
  TRANSHOST_OPERATION_DISMISS = 1,
  TRANSHOST_OPERATION_PUSH = 2,
  TRANSHOST_OPERATION_POP = 3,
  TRANSHOST_OPERATION_TAB = 4
};
#define TRANSHOST_OPERATION_BIT(op) (1u << (uint32_t)(op))

/* UITransitionContextViewControllerKey / ViewKey. */
typedef int32_t transhost_key;
enum { TRANSHOST_KEY_FROM = 0, TRANSHOST_KEY_TO = 1 };

/* Animatable and plain view properties, by value type. */
typedef int32_t transhost_property;
enum {
  TRANSHOST_PROPERTY_FRAME = 0,           /* rect */
  TRANSHOST_PROPERTY_BOUNDS = 1,          /* rect */
  TRANSHOST_PROPERTY_CENTER = 2,          /* point */
  TRANSHOST_PROPERTY_TRANSFORM = 3,       /* transform */
  TRANSHOST_PROPERTY_ALPHA = 4,           /* double */
  TRANSHOST_PROPERTY_CORNER_RADIUS = 5,   /* double (layer.cornerRadius) */
  TRANSHOST_PROPERTY_BACKGROUND_COLOR = 6,/* color; get reports has_color = false for nil */
  TRANSHOST_PROPERTY_HIDDEN = 7,          /* bool, not animatable */
  TRANSHOST_PROPERTY_CLIPS_TO_BOUNDS = 8  /* bool, not animatable */
};

/* UIView.AnimationCurve. */
typedef int32_t transhost_curve;
enum {
  TRANSHOST_CURVE_EASE_IN_OUT = 0,
  TRANSHOST_CURVE_EASE_IN = 1,
  TRANSHOST_CURVE_EASE_OUT = 2,
  TRANSHOST_CURVE_LINEAR = 3,
  TRANSHOST_CURVE_CUBIC = 4 /* control points in transhost_timing_t */
};

/* What kind of timing an animation uses. */
typedef int32_t transhost_timing_kind;
enum {
  TRANSHOST_TIMING_CURVE = 0,         /* UIView.animate(withDuration:delay:options:) */
  TRANSHOST_TIMING_SPRING = 1,        /* usingSpringWithDamping:initialSpringVelocity: */
  TRANSHOST_TIMING_SPRING_BOUNCE = 2, /* iOS 17 animate(springDuration:bounce:) */
  TRANSHOST_TIMING_KEYFRAMES = 3      /* animateKeyframes(withDuration:delay:options:) */
};

/* UIView.KeyframeAnimationOptions calculation modes. */
typedef int32_t transhost_keyframe_mode;
enum {
  TRANSHOST_KEYFRAMES_LINEAR = 0,
  TRANSHOST_KEYFRAMES_DISCRETE = 1,
  TRANSHOST_KEYFRAMES_PACED = 2,
  TRANSHOST_KEYFRAMES_CUBIC = 3,
  TRANSHOST_KEYFRAMES_CUBIC_PACED = 4
};

/* UIViewAnimatingState and UIViewAnimatingPosition. */
typedef int32_t transhost_animator_state;
enum {
  TRANSHOST_ANIMATOR_INACTIVE = 0,
  TRANSHOST_ANIMATOR_ACTIVE = 1,
  TRANSHOST_ANIMATOR_STOPPED = 2
};
typedef int32_t transhost_position;
enum {
  TRANSHOST_POSITION_END = 0,
  TRANSHOST_POSITION_START = 1,
  TRANSHOST_POSITION_CURRENT = 2
};

/* Log levels for transhost_host_t.log. */
typedef int32_t transhost_log_level;
enum {
  TRANSHOST_LOG_DEBUG = 0,
  TRANSHOST_LOG_INFO = 1,
  TRANSHOST_LOG_WARNING = 2,
  TRANSHOST_LOG_ERROR = 3
};

/* Called when an animation ends. `finished` is UIKit's: false when a newer
 * animation replaced this one. `user_data` is what the plugin passed. */
typedef void (*transhost_completion_fn)(void *user_data, bool finished);

/* Called when a property animator ends, with its final position. */
typedef void (*transhost_position_fn)(void *user_data, transhost_position position);

/* Timing of one animation. Written by the plugin, read during the call. */
typedef struct transhost_timing {
  uint32_t struct_size;           /* sizeof(transhost_timing_t) */
  transhost_timing_kind kind;
  double duration;                /* seconds; <= 0 applies changes at once */
  double delay;                   /* seconds before the animation starts */
  transhost_curve curve;          /* TRANSHOST_TIMING_CURVE */
  transhost_point_t control1;     /* TRANSHOST_CURVE_CUBIC control points */
  transhost_point_t control2;
  double damping_ratio;           /* TRANSHOST_TIMING_SPRING: 0...1 */
  double initial_velocity;        /* springs: distances per second */
  double bounce;                  /* TRANSHOST_TIMING_SPRING_BOUNCE: -1...1 */
  transhost_keyframe_mode keyframe_mode; /* TRANSHOST_TIMING_KEYFRAMES */
  uint32_t options;               /* UIView.AnimationOptions bits; curve bits ignored */
} transhost_timing_t;

/* ------------------------------------------------------------------------ */
/* The host                                                                 */
/* ------------------------------------------------------------------------ */

/* Callbacks the host offers. Host-owned; valid from `init` until `deinit`.
 * A field past `struct_size` is absent. Every callback is [main-thread]. */
typedef struct transhost_host {
  uint32_t struct_size;
  uint32_t abi_major;         /* TRANSHOST_ABI_MAJOR of the host */
  uint32_t abi_minor;         /* TRANSHOST_ABI_MINOR of the host */
  uint32_t reserved;
  const char *name;           /* "transhost"; static */
  const char *version;        /* host version; static */
  void *host_data;            /* the host's; never touch */

  /* Writes `message` to the host's log, naming the plugin. [thread-safe]: from
   * another thread the message is kept and recorded on the host's thread. */
  void (*log)(const struct transhost_host *host, transhost_log_level level, const char *message);
  /* An extension by id, or NULL when the host has none. [thread-safe] */
  const void *(*get_extension)(const struct transhost_host *host, const char *extension_id);

  /* --- UIViewControllerContextTransitioning --- */
  transhost_view_t (*context_container_view)(const struct transhost_host *host, transhost_context_t ctx);
  transhost_controller_t (*context_view_controller)(const struct transhost_host *host, transhost_context_t ctx, transhost_key key);
  /* 0 where UIKit's view(forKey:) returns nil: do not touch that view. */
  transhost_view_t (*context_view)(const struct transhost_host *host, transhost_context_t ctx, transhost_key key);
  /* CGRect.zero when unknown, not on screen, or not part of the transition. */
  transhost_status (*context_initial_frame)(const struct transhost_host *host, transhost_context_t ctx, transhost_controller_t controller, transhost_rect_t *out_frame);
  transhost_status (*context_final_frame)(const struct transhost_host *host, transhost_context_t ctx, transhost_controller_t controller, transhost_rect_t *out_frame);
  bool (*context_is_animated)(const struct transhost_host *host, transhost_context_t ctx);
  bool (*context_is_interactive)(const struct transhost_host *host, transhost_context_t ctx);
  bool (*context_transition_was_cancelled)(const struct transhost_host *host, transhost_context_t ctx);
  transhost_style (*context_presentation_style)(const struct transhost_host *host, transhost_context_t ctx);
  transhost_operation (*context_operation)(const struct transhost_host *host, transhost_context_t ctx);
  transhost_status (*context_target_transform)(const struct transhost_host *host, transhost_context_t ctx, transhost_transform_t *out_transform);
  /* Required once at the end of every transition; a second call is ignored
   * with a warning, as UIKit does. */
  transhost_status (*context_complete_transition)(const struct transhost_host *host, transhost_context_t ctx, bool did_complete);
  transhost_status (*context_update_interactive)(const struct transhost_host *host, transhost_context_t ctx, double percent);
  transhost_status (*context_finish_interactive)(const struct transhost_host *host, transhost_context_t ctx);
  transhost_status (*context_cancel_interactive)(const struct transhost_host *host, transhost_context_t ctx);
  transhost_status (*context_pause_interactive)(const struct transhost_host *host, transhost_context_t ctx);

  /* --- View controllers --- */
  transhost_view_t (*controller_view)(const struct transhost_host *host, transhost_controller_t controller);
  /* The controller's name; valid until the next call into the host. */
  const char *(*controller_name)(const struct transhost_host *host, transhost_controller_t controller);

  /* --- Views --- */
  /* A new view; `name` is copied. */
  transhost_view_t (*view_create)(const struct transhost_host *host, const char *name, transhost_rect_t frame);
  /* UIView.snapshotView(afterScreenUpdates:). */
  transhost_view_t (*view_snapshot)(const struct transhost_host *host, transhost_view_t view, bool after_screen_updates);
  transhost_status (*view_add_subview)(const struct transhost_host *host, transhost_view_t parent, transhost_view_t child);
  transhost_status (*view_insert_subview_at)(const struct transhost_host *host, transhost_view_t parent, transhost_view_t child, int64_t index);
  transhost_status (*view_insert_subview_above)(const struct transhost_host *host, transhost_view_t parent, transhost_view_t child, transhost_view_t sibling);
  transhost_status (*view_insert_subview_below)(const struct transhost_host *host, transhost_view_t parent, transhost_view_t child, transhost_view_t sibling);
  transhost_status (*view_remove_from_superview)(const struct transhost_host *host, transhost_view_t view);
  transhost_view_t (*view_superview)(const struct transhost_host *host, transhost_view_t view);
  int64_t (*view_subview_count)(const struct transhost_host *host, transhost_view_t view);
  transhost_view_t (*view_subview_at)(const struct transhost_host *host, transhost_view_t view, int64_t index);
  /* The view's name; valid until the next call into the host. */
  const char *(*view_name)(const struct transhost_host *host, transhost_view_t view);
  /* A descendant of `root` (or `root`) with this name, depth first; 0 if none. */
  transhost_view_t (*view_find)(const struct transhost_host *host, transhost_view_t root, const char *name);
  /* UIView.convert(_:to:); `to` 0 means the window. */
  transhost_status (*view_convert_rect)(const struct transhost_host *host, transhost_view_t from, transhost_rect_t rect, transhost_view_t to, transhost_rect_t *out_rect);

  /* Model values, as UIKit's getters give them (not what is on screen). */
  transhost_status (*view_get_rect)(const struct transhost_host *host, transhost_view_t view, transhost_property property, transhost_rect_t *out_value);
  transhost_status (*view_set_rect)(const struct transhost_host *host, transhost_view_t view, transhost_property property, transhost_rect_t value);
  transhost_status (*view_get_point)(const struct transhost_host *host, transhost_view_t view, transhost_property property, transhost_point_t *out_value);
  transhost_status (*view_set_point)(const struct transhost_host *host, transhost_view_t view, transhost_property property, transhost_point_t value);
  transhost_status (*view_get_transform)(const struct transhost_host *host, transhost_view_t view, transhost_transform_t *out_value);
  transhost_status (*view_set_transform)(const struct transhost_host *host, transhost_view_t view, transhost_transform_t value);
  transhost_status (*view_get_double)(const struct transhost_host *host, transhost_view_t view, transhost_property property, double *out_value);
  transhost_status (*view_set_double)(const struct transhost_host *host, transhost_view_t view, transhost_property property, double value);
  transhost_status (*view_get_bool)(const struct transhost_host *host, transhost_view_t view, transhost_property property, bool *out_value);
  transhost_status (*view_set_bool)(const struct transhost_host *host, transhost_view_t view, transhost_property property, bool value);
  transhost_status (*view_get_color)(const struct transhost_host *host, transhost_view_t view, transhost_color_t *out_value, bool *out_has_color);
  /* `value` NULL sets no colour (nil). */
  transhost_status (*view_set_color)(const struct transhost_host *host, transhost_view_t view, const transhost_color_t *value);

  /* --- UIView animation blocks --- */
  /* Opens an animation block: property changes until the matching commit are
   * animated with `timing`. Blocks nest as UIKit's do. `completion` (may be
   * NULL) runs on a later clock turn with `user_data`. After the plugin completed
   * its transition (context_complete_transition) its context is finished: until the
   * plugin call it completed in returns, animation_begin returns
   * TRANSHOST_E_BAD_STATE and the host reports it (the animation would outlive the
   * context). Begin animations before completing: a completion registered then
   * keeps the instance alive until it ran (LIFETIME OF AN INSTANCE). */
  transhost_status (*animation_begin)(const struct transhost_host *host, const transhost_timing_t *timing, transhost_completion_fn completion, void *user_data);
  transhost_status (*animation_commit)(const struct transhost_host *host);
  /* Inside a TRANSHOST_TIMING_KEYFRAMES block: changes until keyframe_end are
   * reached between relative_start and relative_start + relative_duration. */
  transhost_status (*keyframe_begin)(const struct transhost_host *host, double relative_start, double relative_duration);
  transhost_status (*keyframe_end)(const struct transhost_host *host);
  /* UIView.performWithoutAnimation: changes until the end apply at once. */
  transhost_status (*without_animation_begin)(const struct transhost_host *host);
  transhost_status (*without_animation_end)(const struct transhost_host *host);

  /* --- UIViewPropertyAnimator --- */
  transhost_property_animator_t (*property_animator_create)(const struct transhost_host *host, const transhost_timing_t *timing);
  /* Changes between begin and end become the animator's animations
   * (addAnimations(_:delayFactor:)). */
  transhost_status (*property_animator_animations_begin)(const struct transhost_host *host, transhost_property_animator_t animator, double delay_factor);
  transhost_status (*property_animator_animations_end)(const struct transhost_host *host, transhost_property_animator_t animator);
  /* `completion` runs with the animator's final position; it keeps the instance
   * whose code registered it alive until it ran (LIFETIME OF AN INSTANCE). */
  transhost_status (*property_animator_add_completion)(const struct transhost_host *host, transhost_property_animator_t animator, transhost_position_fn completion, void *user_data);
  transhost_status (*property_animator_start)(const struct transhost_host *host, transhost_property_animator_t animator, double delay);
  transhost_status (*property_animator_pause)(const struct transhost_host *host, transhost_property_animator_t animator);
  transhost_status (*property_animator_stop)(const struct transhost_host *host, transhost_property_animator_t animator, bool without_finishing);
  transhost_status (*property_animator_finish)(const struct transhost_host *host, transhost_property_animator_t animator, transhost_position position);
  /* `timing` NULL keeps the animator's own timing. */
  transhost_status (*property_animator_continue)(const struct transhost_host *host, transhost_property_animator_t animator, const transhost_timing_t *timing, double duration_factor);
  transhost_status (*property_animator_set_fraction)(const struct transhost_host *host, transhost_property_animator_t animator, double fraction);
  double (*property_animator_fraction)(const struct transhost_host *host, transhost_property_animator_t animator);
  transhost_status (*property_animator_set_reversed)(const struct transhost_host *host, transhost_property_animator_t animator, bool reversed);
  bool (*property_animator_is_reversed)(const struct transhost_host *host, transhost_property_animator_t animator);
  bool (*property_animator_is_running)(const struct transhost_host *host, transhost_property_animator_t animator);
  transhost_animator_state (*property_animator_state)(const struct transhost_host *host, transhost_property_animator_t animator);
  /* scrubsLinearly (0), pausesOnCompletion (1), isInterruptible (2). */
  transhost_status (*property_animator_set_flag)(const struct transhost_host *host, transhost_property_animator_t animator, int32_t flag, bool value);
} transhost_host_t;

#define TRANSHOST_FLAG_SCRUBS_LINEARLY 0
#define TRANSHOST_FLAG_PAUSES_ON_COMPLETION 1
#define TRANSHOST_FLAG_INTERRUPTIBLE 2

/* ------------------------------------------------------------------------ */
/* The plugin: descriptors                                                  */
/* ------------------------------------------------------------------------ */

/* A parameter's type, and how its value reaches the animator. */
typedef int32_t transhost_parameter_type;
enum {
  TRANSHOST_PARAMETER_NUMBER = 0, /* `number`; text is the decimal form */
  TRANSHOST_PARAMETER_BOOL = 1,   /* `flag`; text is "true"/"false" */
  TRANSHOST_PARAMETER_STRING = 2, /* `text` */
  TRANSHOST_PARAMETER_CHOICE = 3, /* `text`, one of `choices` */
  TRANSHOST_PARAMETER_VIEW = 4    /* `view`, resolved by the host from a view name */
};

/* One parameter an animator takes. Plugin-owned; valid until `deinit`. */
typedef struct transhost_parameter {
  uint32_t struct_size;
  transhost_parameter_type type;
  const char *name;          /* identifier, e.g. "direction"; mandatory */
  const char *default_value; /* text form of the default; NULL for none (VIEW) */
  const char *description;   /* one sentence; may be NULL */
  const char *choices;       /* CHOICE: "up|down|left|right"; else NULL */
  double minimum;            /* NUMBER: inclusive range; ignored if min > max */
  double maximum;
} transhost_parameter_t;

/* One animator a plugin serves. Plugin-owned; valid until `deinit`. */
typedef struct transhost_descriptor {
  uint32_t struct_size;
  uint32_t reserved;
  const char *id;            /* reverse DNS, e.g. "org.example.slide"; mandatory */
  const char *name;          /* human name; mandatory */
  const char *version;       /* e.g. "1.2.0"; mandatory */
  const char *vendor;        /* may be NULL */
  const char *summary;       /* one sentence; may be NULL */
  const transhost_style *styles; /* the presentation styles it serves */
  uint32_t style_count;
  uint32_t operations;       /* TRANSHOST_OPERATION_BIT(...) mask */
  bool supports_interactive; /* can be driven by a percent-driven interactor */
  double default_duration;   /* seconds */
  const transhost_parameter_t *parameters;
  uint32_t parameter_count;
} transhost_descriptor_t;

/* ------------------------------------------------------------------------ */
/* The plugin: animator instances                                           */
/* ------------------------------------------------------------------------ */

/* One parameter value of a request. Host-owned; valid during `create`. */
typedef struct transhost_parameter_value {
  const char *name;
  const char *text;       /* always set: the text form */
  double number;          /* NUMBER */
  bool flag;              /* BOOL */
  transhost_view_t view;  /* VIEW; 0 if the named view does not exist */
} transhost_parameter_value_t;

/* What one transition asks of an animator. Host-owned; valid during `create`.
 * Every declared parameter is present, defaults filled in. */
typedef struct transhost_request {
  uint32_t struct_size;
  transhost_operation operation;
  transhost_style style;
  bool interactive;
  const transhost_parameter_value_t *parameters;
  uint32_t parameter_count;
} transhost_request_t;

/* An animator instance: UIViewControllerAnimatedTransitioning. Plugin-owned,
 * from `create` until its `destroy`. The host calls it for one transition. */
typedef struct transhost_animator {
  uint32_t struct_size;
  uint32_t reserved;
  void *animator_data; /* the plugin's */
  /* transitionDuration(using:); ctx may be 0. */
  double (*transition_duration)(struct transhost_animator *animator, transhost_context_t ctx);
  /* animateTransition(using:); must lead to complete_transition. */
  void (*animate_transition)(struct transhost_animator *animator, transhost_context_t ctx);
  /* animationEnded(_:), called last. May be NULL. */
  void (*animation_ended)(struct transhost_animator *animator, bool transition_completed);
  /* interruptibleAnimator(using:): the same handle every time, or 0. May be NULL. */
  transhost_property_animator_t (*interruptible_animator)(struct transhost_animator *animator, transhost_context_t ctx);
  /* Frees the instance; the host calls it once, after animationEnded. Both come
   * only once no call into plugin code is running (see RE-ENTRANCY). */
  void (*destroy)(struct transhost_animator *animator);
} transhost_animator_t;

/* The factory behind TRANSHOST_ANIMATOR_FACTORY_ID. Plugin-owned, static. */
typedef struct transhost_animator_factory {
  uint32_t struct_size;
  uint32_t reserved;
  /* How many animators the plugin serves. [thread-safe] */
  uint32_t (*count)(void);
  /* Descriptor `index` (< count), or NULL. [thread-safe] */
  const transhost_descriptor_t *(*descriptor)(uint32_t index);
  /* An instance of animator `id` for `request`, in *out_animator. `host` is
   * the host this instance must call back (it lives until the instance's
   * destroy); create itself must not call it. Returns
   * TRANSHOST_E_INVALID_ARGUMENT for an unknown id. */
  transhost_status (*create)(const char *id, const transhost_request_t *request, const transhost_host_t *host, transhost_animator_t **out_animator);
} transhost_animator_factory_t;

/* ------------------------------------------------------------------------ */
/* The entry                                                                */
/* ------------------------------------------------------------------------ */

/* What `transhost_entry_v1` returns. Plugin-owned, static lifetime. */
typedef struct transhost_entry {
  uint32_t struct_size;          /* sizeof(transhost_entry_t) */
  uint32_t abi_major;            /* TRANSHOST_ABI_MAJOR (must be 1) */
  uint32_t abi_minor;            /* TRANSHOST_ABI_MINOR it was built with */
  uint32_t required_host_minor;  /* the oldest host minor it works with; usually 0 */
  /* The compiler it was built with, e.g. "Swift 6.3.1" or "gcc 12.2.0"; the
   * host warns when a Swift plugin's differs from its own. May be NULL. */
  const char *built_with;
  /* Called once before anything else. `host` lives until deinit; `plugin_path`
   * only during the call. Non-zero refuses to load. */
  transhost_status (*init)(const transhost_host_t *host, const char *plugin_path);
  /* Releases resources. The host never unloads the library afterwards. */
  void (*deinit)(void);
  /* A factory by id, or NULL. [thread-safe] */
  const void *(*get_factory)(const char *factory_id);
} transhost_entry_t;

/* The one symbol a plugin exports. */
typedef const transhost_entry_t *(*transhost_entry_v1_fn)(void);
TRANSHOST_EXPORT const transhost_entry_t *transhost_entry_v1(void);

/* ------------------------------------------------------------------------ */
/* Layout checks (LP64)                                                     */
/* ------------------------------------------------------------------------ */

#if defined(__LP64__) && !defined(__cplusplus)
_Static_assert(sizeof(transhost_rect_t) == 32, "transhost_rect_t layout");
_Static_assert(sizeof(transhost_transform_t) == 48, "transhost_transform_t layout");
_Static_assert(sizeof(transhost_color_t) == 32, "transhost_color_t layout");
_Static_assert(offsetof(transhost_entry_t, built_with) == 16, "transhost_entry_t layout");
_Static_assert(offsetof(transhost_entry_t, get_factory) == 40, "transhost_entry_t layout");
_Static_assert(sizeof(transhost_entry_t) == 48, "transhost_entry_t layout");
_Static_assert(offsetof(transhost_descriptor_t, id) == 8, "transhost_descriptor_t layout");
_Static_assert(offsetof(transhost_animator_t, transition_duration) == 16, "transhost_animator_t layout");
_Static_assert(offsetof(transhost_host_t, log) == 40, "transhost_host_t layout");
_Static_assert(offsetof(transhost_timing_t, duration) == 8, "transhost_timing_t layout");
#elif defined(__LP64__) && defined(__cplusplus)
static_assert(sizeof(transhost_rect_t) == 32, "transhost_rect_t layout");
static_assert(sizeof(transhost_entry_t) == 48, "transhost_entry_t layout");
static_assert(offsetof(transhost_host_t, log) == 40, "transhost_host_t layout");
#endif

#ifdef __cplusplus
}
#endif

#endif /* TRANSHOST_H */
