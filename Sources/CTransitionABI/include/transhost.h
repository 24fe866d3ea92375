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
 *   A host callback that answers with a value instead names its failure value
 *   ("Fails with: ..."). Where that value can also be a real answer (false,
 *   0, TRANSHOST_STYLE_NONE, ...), `last_status` (ABI 1.1) tells the two apart.
 *
 * ARRAYS
 *   An array of structs that start with `struct_size` (a descriptor's
 *   `parameters`) is walked with a stride of that struct_size, not of the
 *   reader's sizeof: element i starts at (const char *)array + i * struct_size.
 *   Every element of one array carries the same struct_size, the sizeof of the
 *   struct the writer was compiled with, so a later minor can grow the struct
 *   without breaking arrays built by older or newer writers. 1.0 hosts walk
 *   with sizeof the 1.0 struct, so a plugin whose elements are larger sets its
 *   entry's required_host_minor to at least 1. Arrays of structs
 *   without `struct_size` (a request's `parameters`) never grow; what a later
 *   minor adds to them comes as a separate array, announced by a new field of
 *   the enclosing struct (present when its struct_size covers it).
 *
 * DOCUMENTATION
 *   Every function says, where it is declared, what it does, its thread tag
 *   ([main-thread] or [thread-safe]) and, for host callbacks, how it fails.
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

/* The ABI this header describes. What each minor added:
 *   1.0  the first ABI.
 *   1.1  transhost_host_t.last_status (appended; a 1.0 host's table ends
 *        before it, so check struct_size); the stride rule for arrays of
 *        struct_size-prefixed structs (see ARRAYS), which 1.0 hosts followed
 *        for every 1.0 plugin (their elements are all sizeof the 1.0 struct).
 *   1.2  transhost_descriptor_t.rank (appended after the 1.0 struct's tail padding,
 *        now named `padding`; a descriptor whose struct_size ends before it gets
 *        TRANSHOST_RANK_DEFAULT). Older hosts ignore it: no required_host_minor.
 *   1.3  the objects around the animator (see OBJECTS): the object factory
 *        (TRANSHOST_OBJECT_FACTORY_ID) of transitioning, navigation and tab
 *        bar delegates and view controllers; the interaction and presentation
 *        controllers delegates return; host callbacks from controller_create
 *        on (view controllers, the transition coordinator, presentation
 *        controllers), appended after last_status.
 *   1.4  the rest of a view as UIKit has it (see VALUES): every property by
 *        id through view_get_values / view_set_values; layers and Core
 *        Animation; layout (autoresizing masks, constraints); tags, images
 *        and view transitions; a tab bar controller's selected tab
 *        (TRANSHOST_RELATION_SELECTED). Host callbacks from view_get_values on.
 *   1.5  what a shape layer and a gradient layer draw (property ids 29-40,
 *        paths through layer_set_path / layer_get_path, gradient colours
 *        through layer_set_gradient / layer_get_gradient) and a layer's
 *        shadowPath, set at once (not animated); the presentation layer
 *        (view_get_presentation_values); a transaction's completion and
 *        timing function. Host callbacks from layer_set_path on.
 *   1.6  gesture recognizers (see GESTURES): made by kind, attached to views,
 *        their target-action callbacks and delegate, and what a pan, pinch,
 *        tap, swipe or screen-edge pan reads (translation, velocity, scale);
 *        navigation pushes and pops from plugin code (navigation_push,
 *        navigation_pop). Host callbacks from gesture_create on.
 *   1.7  the touch a recognizer is shown (see TOUCHES): gesture_touch fills a
 *        transhost_touch_t (the view it hit, where it is and was, its time,
 *        phase, tap count, type and radius), in should_receive_touch for the
 *        touch being delivered and in actions for the recognizer's touches;
 *        view_set_name (accessibilityIdentifier names a view for scripts);
 *        a property animator's TRANSHOST_FLAG_USER_INTERACTION; long press and
 *        rotation recognizers (TRANSHOST_GESTURE_LONG_PRESS, _ROTATION, which
 *        a 1.6 host's gesture_create refuses) and their values (ids 15-17);
 *        view_controller (the controller whose root view a view is:
 *        UIView.next); a view's own hit-testing, UIView.hitTest(_:with:)
 *        overridden (view_set_hit_test_handler, transhost_hit_test_fn, and
 *        view_hit_test, the engine's rule a handler falls back on). Host
 *        callbacks from gesture_touch on. */
#define TRANSHOST_ABI_MAJOR 1
#define TRANSHOST_ABI_MINOR 7

/* The id of the animator factory (see transhost_animator_factory_t). */
#define TRANSHOST_ANIMATOR_FACTORY_ID "org.transhost.animator-factory/1"

/* ------------------------------------------------------------------------ */
/* Status codes                                                             */
/* ------------------------------------------------------------------------ */

typedef int32_t transhost_status;

enum {
  TRANSHOST_OK = 0,
  /* a NULL, NaN, infinite or out-of-range value */
  TRANSHOST_E_INVALID_ARGUMENT = -1,
  /* not implemented by this side */
  TRANSHOST_E_UNSUPPORTED = -2,
  TRANSHOST_E_NO_MEMORY = -3,
  /* not valid now (e.g. after completeTransition, from a thread other than the
   * host's, or past a limit) */
  TRANSHOST_E_BAD_STATE = -4,
  /* the handle names nothing the caller may use */
  TRANSHOST_E_INVALID_HANDLE = -5,
  TRANSHOST_E_INTERNAL = -6
};

/* ------------------------------------------------------------------------ */
/* Handles and values                                                       */
/* ------------------------------------------------------------------------ */

/* Opaque handles. 0 is "none" (UIKit's nil). The host never gives one number
 * to two things. View, controller and property animator handles stay valid
 * for the run they were made in (one script, or one validation scenario: the
 * process keeps one host, and each run starts with no handles); what they name
 * may leave the view tree. A transition's context handle stays valid until the
 * transition has ended (the host called animation_ended) and the plugin code
 * running then has returned to the host, even when destroy waits for a pending
 * completion; the handle of its container view ends with it once the container
 * has left the view tree. A handle past that is stale: the
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
/* What context_operation answers when it fails (ABI 1.1 names the 1.0 value). */
#define TRANSHOST_OPERATION_FAILED (-1)
/* A set of operations: TRANSHOST_OPERATION_BIT(op) for each op in it. */
typedef uint32_t transhost_operation_mask;
#define TRANSHOST_OPERATION_BIT(op) (1u << (uint32_t)(op))

/* UITransitionContextViewControllerKey / ViewKey. */
typedef int32_t transhost_key;
enum { TRANSHOST_KEY_FROM = 0, TRANSHOST_KEY_TO = 1 };

/* Animatable and plain view properties, by value type. */
typedef int32_t transhost_property;
enum {
  TRANSHOST_PROPERTY_FRAME = 0,         /* rect */
  TRANSHOST_PROPERTY_BOUNDS = 1,        /* rect */
  TRANSHOST_PROPERTY_CENTER = 2,        /* point */
  TRANSHOST_PROPERTY_TRANSFORM = 3,     /* transform */
  TRANSHOST_PROPERTY_ALPHA = 4,         /* double */
  TRANSHOST_PROPERTY_CORNER_RADIUS = 5, /* double (layer.cornerRadius) */
  /* color; view_get_color reports has_color = false for nil */
  TRANSHOST_PROPERTY_BACKGROUND_COLOR = 6,
  TRANSHOST_PROPERTY_HIDDEN = 7,         /* bool, not animatable */
  TRANSHOST_PROPERTY_CLIPS_TO_BOUNDS = 8 /* bool, not animatable */
  /* ABI 1.4 (see VALUES): ids 16-63 layers and Core Animation, 64-79 layout,
   * 80-95 views (tags, images, content mode). Each id's lane count is given
   * where it is defined; view_get_values / view_set_values take every id,
   * the 1.0 ones included (a rect is 4 lanes, a point 2, a transform 6, a
   * double or bool 1, a color 4 plus has_color as a 5th lane). */
};

/* ---- ABI 1.4 property ids: layers and Core Animation (16-63) ---- */
/* Layer properties (16-47). A view handle is its layer's handle. Animatable
 * ones animate in a UIView animation block only where UIKit does: center,
 * bounds, transform (3D included), alpha, backgroundColor and cornerRadius;
 * the others (anchor point, z position, sublayer transform, shadow, border)
 * change at once for a view's own layer there, as in UIKit. */
enum {
  TRANSHOST_PROPERTY_ANCHOR_POINT = 16,       /* point, unit coordinates (0.5, 0.5) */
  TRANSHOST_PROPERTY_Z_POSITION = 17,         /* double */
  TRANSHOST_PROPERTY_TRANSFORM_3D = 18,       /* 16 lanes m11..m44 row by row (layer.transform) */
  TRANSHOST_PROPERTY_SUBLAYER_TRANSFORM = 19, /* 16 lanes, as TRANSFORM_3D */
  TRANSHOST_PROPERTY_SHADOW_COLOR = 20,       /* color (5 lanes); default opaque black */
  TRANSHOST_PROPERTY_SHADOW_OPACITY = 21,     /* double 0...1; default 0 */
  TRANSHOST_PROPERTY_SHADOW_OFFSET = 22,      /* size, 2 lanes; default (0, -3) */
  TRANSHOST_PROPERTY_SHADOW_RADIUS = 23,      /* double >= 0; default 3 */
  TRANSHOST_PROPERTY_BORDER_WIDTH = 24,       /* double >= 0 */
  TRANSHOST_PROPERTY_BORDER_COLOR = 25,       /* color (5 lanes); default opaque black */
  TRANSHOST_PROPERTY_MASKED_CORNERS = 26,     /* 1 lane, CACornerMask bits 1|2|4|8; not animatable */
  TRANSHOST_PROPERTY_LAYER_KIND = 27,         /* 1 lane, TRANSHOST_LAYER_KIND_*; read-only */
  TRANSHOST_PROPERTY_IS_STANDALONE_LAYER = 28 /* bool: a CALayer(), not a view; read-only */
  /* 29-47: the layer kinds' properties (shape, gradient), from ABI 1.5 below. */
};

/* ---- ABI 1.5 property ids: shape and gradient layers (29-47) ---- */
/* A shape layer's paint (CAShapeLayer) and a gradient layer's geometry
 * (CAGradientLayer), through view_get_values / view_set_values; on another
 * kind of layer they read their defaults and setting them fails with
 * TRANSHOST_E_INVALID_ARGUMENT. This host changes them at once: it animates
 * none of them (nor paths) yet, and refuses an explicit animation of the key
 * paths named here with TRANSHOST_E_INVALID_ARGUMENT and a report, so a
 * CAAnimationDelegate waiting for its did_stop must not rely on one. */
enum {
  TRANSHOST_PROPERTY_FILL_COLOR = 29,   /* color (5 lanes), "fillColor"; default opaque black */
  TRANSHOST_PROPERTY_STROKE_COLOR = 30, /* color (5 lanes), "strokeColor"; default none */
  TRANSHOST_PROPERTY_LINE_WIDTH = 31,   /* double >= 0, "lineWidth"; default 1 */
  TRANSHOST_PROPERTY_STROKE_START = 32, /* double 0...1, "strokeStart"; default 0 */
  TRANSHOST_PROPERTY_STROKE_END = 33,   /* double 0...1, "strokeEnd"; default 1 */
  TRANSHOST_PROPERTY_FILL_RULE_EVEN_ODD = 34, /* bool, fillRule == .evenOdd; not animatable */
  TRANSHOST_PROPERTY_GRADIENT_START_POINT = 36, /* point, unit coordinates, "startPoint"; (0.5, 0) */
  TRANSHOST_PROPERTY_GRADIENT_END_POINT = 37,   /* point, unit coordinates, "endPoint"; (0.5, 1) */
  /* Paths are not lanes: these two ids name them for layer_set_path and
   * layer_get_path; view_get_values refuses them. */
  TRANSHOST_PROPERTY_PATH = 38,       /* CAShapeLayer.path, "path"; default none */
  TRANSHOST_PROPERTY_SHADOW_PATH = 39 /* CALayer.shadowPath, "shadowPath"; default none */
};

/* One element of a path (CGPathElement). points[0..n) are used: a move and
 * a line 1 (the end point), a quadratic curve 2 (control, end), a cubic
 * curve 3 (control 1, control 2, end), a close 0. Never grows. */
typedef int32_t transhost_path_element_kind;
enum {
  TRANSHOST_PATH_MOVE = 0,
  TRANSHOST_PATH_LINE = 1,
  TRANSHOST_PATH_QUAD_CURVE = 2,
  TRANSHOST_PATH_CURVE = 3,
  TRANSHOST_PATH_CLOSE = 4
};
typedef struct transhost_path_element {
  transhost_path_element_kind kind;
  uint32_t reserved; /* 0 */
  transhost_point_t points[3];
} transhost_path_element_t;

/* A path: `count` elements (count 0 is an empty path, which draws nothing
 * but is not "no path"). Never grows. */
typedef struct transhost_path {
  const transhost_path_element_t *elements;
  uint32_t count;
  uint32_t reserved; /* 0 */
} transhost_path_t;

/* Returned by layer_get_path for a layer with no path (nil). */
#define TRANSHOST_PATH_NONE (-2)

/* The class of a layer (TRANSHOST_PROPERTY_LAYER_KIND). */
enum {
  TRANSHOST_LAYER_KIND_PLAIN = 0,   /* CALayer */
  TRANSHOST_LAYER_KIND_SHAPE = 1,   /* CAShapeLayer */
  TRANSHOST_LAYER_KIND_GRADIENT = 2 /* CAGradientLayer */
};

/* The layer's own timing (CALayer's CAMediaTiming), ids 48-50: one double each.
 * Layer time = (host time - begin_time) * speed + time_offset; every explicit
 * animation on the layer (layer_add_animation) runs in it, so speed 0 with a
 * time_offset scrubs them by hand (the legacy percent-driven idiom). They do
 * not affect UIView block animations. */
enum {
  TRANSHOST_PROPERTY_LAYER_SPEED = 48,      /* double, CALayer.speed (1) */
  TRANSHOST_PROPERTY_LAYER_TIME_OFFSET = 49, /* double, CALayer.timeOffset (0) */
  TRANSHOST_PROPERTY_LAYER_BEGIN_TIME = 50   /* double, CALayer.beginTime (0) */
};

/* ---- ABI 1.4 property ids: layout (64-79) ---- */
/* LAYOUT: UIView.autoresizingMask and Auto Layout. A view's frame follows its
 * superview's bounds by its autoresizing mask while
 * translatesAutoresizingMaskIntoConstraints is true (the default, as in UIKit
 * for views made in code, whose mask is empty); when it is false, the
 * superview's layout pass sets the frame from constraints (see
 * transhost_constraint_t). The solver handles constraints between a view and
 * its superview or siblings: edges, centres, width, height, the margin
 * attributes (UIKit's default layout margins, 8 points), constants,
 * multipliers, inequalities and priorities; the layout is left to right
 * (leading is left). What it cannot apply (a baseline, a pairing UIKit
 * refuses, views that are not parent and child or siblings, a conflict
 * between required constraints, an ambiguous frame) is reported once as a
 * host warning naming the view and the constraint, never dropped silently.
 * Layout passes run on view_layout_if_needed, on the next clock turn after a
 * view needs layout, before each animateTransition and when the window
 * resizes; frames they set inside an animation block animate. There are no
 * layout guides in the ABI: a plugin relates to the view and adds the insets
 * (the safe area's are 0 headlessly, the layout margins' 8). */
enum {
  /* UIView.AutoresizingMask as a double holding UIKit's bits (1 lane):
   * TRANSHOST_AUTORESIZING_*; another bit is refused. */
  TRANSHOST_PROPERTY_AUTORESIZING_MASK = 64,
  /* translatesAutoresizingMaskIntoConstraints, bool (1 lane: 0 or 1). */
  TRANSHOST_PROPERTY_TRANSLATES_AUTORESIZING_MASK = 65
};
#define TRANSHOST_AUTORESIZING_FLEXIBLE_LEFT_MARGIN 1u
#define TRANSHOST_AUTORESIZING_FLEXIBLE_WIDTH 2u
#define TRANSHOST_AUTORESIZING_FLEXIBLE_RIGHT_MARGIN 4u
#define TRANSHOST_AUTORESIZING_FLEXIBLE_TOP_MARGIN 8u
#define TRANSHOST_AUTORESIZING_FLEXIBLE_HEIGHT 16u
#define TRANSHOST_AUTORESIZING_FLEXIBLE_BOTTOM_MARGIN 32u

/* NSLayoutConstraint.Attribute, with UIKit's raw values. */
typedef int32_t transhost_layout_attribute;
enum {
  TRANSHOST_ATTRIBUTE_NOT_AN_ATTRIBUTE = 0,
  TRANSHOST_ATTRIBUTE_LEFT = 1,
  TRANSHOST_ATTRIBUTE_RIGHT = 2,
  TRANSHOST_ATTRIBUTE_TOP = 3,
  TRANSHOST_ATTRIBUTE_BOTTOM = 4,
  TRANSHOST_ATTRIBUTE_LEADING = 5,
  TRANSHOST_ATTRIBUTE_TRAILING = 6,
  TRANSHOST_ATTRIBUTE_WIDTH = 7,
  TRANSHOST_ATTRIBUTE_HEIGHT = 8,
  TRANSHOST_ATTRIBUTE_CENTER_X = 9,
  TRANSHOST_ATTRIBUTE_CENTER_Y = 10,
  TRANSHOST_ATTRIBUTE_LAST_BASELINE = 11,  /* reported: no text headlessly */
  TRANSHOST_ATTRIBUTE_FIRST_BASELINE = 12, /* reported: no text headlessly */
  TRANSHOST_ATTRIBUTE_LEFT_MARGIN = 13,
  TRANSHOST_ATTRIBUTE_RIGHT_MARGIN = 14,
  TRANSHOST_ATTRIBUTE_TOP_MARGIN = 15,
  TRANSHOST_ATTRIBUTE_BOTTOM_MARGIN = 16,
  TRANSHOST_ATTRIBUTE_LEADING_MARGIN = 17,
  TRANSHOST_ATTRIBUTE_TRAILING_MARGIN = 18,
  TRANSHOST_ATTRIBUTE_CENTER_X_WITHIN_MARGINS = 19,
  TRANSHOST_ATTRIBUTE_CENTER_Y_WITHIN_MARGINS = 20
};

/* NSLayoutConstraint.Relation, with UIKit's raw values. */
typedef int32_t transhost_layout_relation;
enum {
  TRANSHOST_RELATION_LESS_THAN_OR_EQUAL = -1,
  TRANSHOST_RELATION_EQUAL = 0,
  TRANSHOST_RELATION_GREATER_THAN_OR_EQUAL = 1
};

/* UILayoutPriority's named values. A priority is in 1...1000. */
#define TRANSHOST_PRIORITY_REQUIRED 1000.0f
#define TRANSHOST_PRIORITY_DEFAULT_HIGH 750.0f
#define TRANSHOST_PRIORITY_DEFAULT_LOW 250.0f
#define TRANSHOST_PRIORITY_FITTING_SIZE_LEVEL 50.0f

/* A constraint made with constraint_create; valid for the run (until the
 * host's next run begins), active or not. */
typedef uint64_t transhost_constraint_ref_t;

/* What constraint_create makes: first_item.first_attribute relation
 * multiplier * second_item.second_attribute + constant. Mirrors
 * NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:
 * constant:) with priority and identifier. Grows by struct_size: the host
 * reads what the writer's struct_size covers, and a field past it takes the
 * default given with it. */
typedef struct transhost_constraint {
  uint32_t struct_size; /* sizeof(the writer's transhost_constraint_t) */
  transhost_layout_attribute first_attribute;
  transhost_view_t first_item;
  transhost_layout_relation relation;
  /* TRANSHOST_ATTRIBUTE_NOT_AN_ATTRIBUTE when second_item is 0 */
  transhost_layout_attribute second_attribute;
  transhost_view_t second_item; /* 0 for none: a width or height alone */
  double multiplier;            /* finite; fixed once made, as in UIKit */
  double constant;              /* finite */
  float priority;               /* 1...1000; TRANSHOST_PRIORITY_REQUIRED */
  uint32_t padding;             /* 0 */
  const char *identifier;       /* NULL for none; copied */
} transhost_constraint_t;
/* The struct_size of an ABI 1.4 transhost_constraint_t (LP64: 64 bytes). */
#define TRANSHOST_CONSTRAINT_SIZE_1_4 64u

/* ---- ABI 1.4 property ids: views (80-95) ---- */
/* None is animatable; each applies at once, inside animation blocks too. */
enum {
  /* UIView.tag: 1 lane, an integer (a fraction is refused). viewWithTag finds by it. */
  TRANSHOST_PROPERTY_TAG = 80,
  /* UIView.contentMode: 1 lane, UIView.ContentMode's raw value 0...12 (scaleToFill 0
   * ... bottomRight 12). Recorded; the pictures draw no content. */
  TRANSHOST_PROPERTY_CONTENT_MODE = 81,
  /* UIView.isUserInteractionEnabled: 1 lane, a bool. Recorded; the host has no touches. */
  TRANSHOST_PROPERTY_USER_INTERACTION_ENABLED = 82,
  /* UIView.tintColor: 5 lanes like the background colour. Reading gives the colour
   * UIKit reports: the view's own, else its nearest ancestor's, else the light-mode
   * systemBlue (0, 122/255, 1, 1), with has_color 1; setting has_color 0 clears the
   * view's own (it inherits again). */
  TRANSHOST_PROPERTY_TINT_COLOR = 83
};

/* ---- ABI 1.4: explicit animations (CAAnimation) ---- */

/* Which CAAnimation subclass a transhost_layer_animation_t describes. */
typedef int32_t transhost_animation_kind;
enum {
  TRANSHOST_ANIMATION_BASIC = 0,    /* CABasicAnimation */
  TRANSHOST_ANIMATION_SPRING = 1,   /* CASpringAnimation */
  TRANSHOST_ANIMATION_KEYFRAME = 2, /* CAKeyframeAnimation (values, not path) */
  TRANSHOST_ANIMATION_GROUP = 3     /* CAAnimationGroup */
};

/* CAMediaTimingFillMode. */
typedef int32_t transhost_fill_mode;
enum {
  TRANSHOST_FILL_REMOVED = 0,
  TRANSHOST_FILL_FORWARDS = 1,
  TRANSHOST_FILL_BACKWARDS = 2,
  TRANSHOST_FILL_BOTH = 3
};

/* Which of from_value / to_value / by_value a basic or spring animation has
 * (bits of value_flags). Core Animation's rules pick the interpolation: from and
 * to; from and from+by; to-by and to; from alone runs to the value on screen;
 * to alone and by alone start from the value on screen; none runs from the
 * value on screen to the model value. */
enum {
  TRANSHOST_ANIMATION_HAS_FROM = 1,
  TRANSHOST_ANIMATION_HAS_TO = 2,
  TRANSHOST_ANIMATION_HAS_BY = 4
};

/* A CAMediaTimingFunction: the Bézier (0,0) c1 c2 (1,1). Never grows. */
typedef struct transhost_media_timing_function {
  double c1x, c1y, c2x, c2y;
} transhost_media_timing_function_t;

/* CAAnimationDelegate, plugin-owned: called on the host thread with the
 * animation's delegate_data. did_start when its active time begins;
 * did_stop once, at its end (finished true) or when it is removed or
 * replaced before (finished false); did_stop is the last call for that
 * delegate_data. Both come at the next turn of the host's clock after the
 * moment they describe, never from inside layer_add_animation or
 * layer_remove_animation. */
typedef void (*transhost_animation_start_fn)(void *delegate_data);
typedef void (*transhost_animation_stop_fn)(void *delegate_data, bool finished);

/* One explicit animation (CAAnimation and its subclasses), read by
 * layer_add_animation, which copies what it needs: the struct and its arrays
 * may be freed when the call returns. Grows by struct_size (see VERSIONING).
 * Values are in the key path's lanes (lane_count doubles): 1 for opacity,
 * cornerRadius, position.x, transform.scale, transform.rotation.z...; 2 for
 * position, anchorPoint, shadowOffset, bounds.size, transform.translation; 4
 * for bounds and colors (r, g, b, a); 16 for transform and sublayerTransform
 * (row order, m11 m12 ... m44). transform.rotation.* animate the angle, so 0
 * to pi turns. */
typedef struct transhost_layer_animation {
  uint32_t struct_size; /* sizeof(transhost_layer_animation_t) */
  transhost_animation_kind kind;
  /* The key path (CAPropertyAnimation.keyPath); NULL for a group. */
  const char *key_path;
  /* How many doubles each value has: the key path's lane count. */
  uint32_t lane_count;
  /* TRANSHOST_ANIMATION_HAS_* bits (basic and spring). */
  uint32_t value_flags;
  double from_value[16];
  double to_value[16];
  double by_value[16];
  /* CAMediaTiming: begin_time in the layer's time (0: now; media_time() +
   * delay to delay), duration (0: 0.25 s), speed (1), time_offset,
   * repeat_count (0: once; INFINITY forever), repeat_duration. */
  double begin_time;
  double duration;
  double speed;
  double time_offset;
  double repeat_count;
  double repeat_duration;
  transhost_fill_mode fill_mode;
  bool autoreverses;
  bool removed_on_completion; /* isRemovedOnCompletion (true in CA) */
  bool additive;              /* isAdditive */
  bool has_timing_function;   /* false: linear */
  transhost_media_timing_function_t timing_function;
  /* CASpringAnimation: mass (1), stiffness (100), damping (10),
   * initial_velocity (0). */
  double mass;
  double stiffness;
  double damping;
  double initial_velocity;
  /* CAKeyframeAnimation: keyframe_count values of lane_count doubles each;
   * key_times NULL (even) or key_time_count in 0...1 rising (keyframe_count,
   * or keyframe_count + 1 for discrete); timing_functions NULL or one per
   * segment; calculation_mode a transhost_keyframe_mode. */
  uint32_t keyframe_count;
  uint32_t key_time_count;
  const double *keyframe_values;
  const double *key_times;
  uint32_t timing_function_count;
  int32_t calculation_mode; /* a transhost_keyframe_mode */
  const transhost_media_timing_function_t *timing_functions;
  /* CAAnimationGroup: child_count animations, each its own struct_size; they
   * run in the group's time, clipped to its duration; their delegates and
   * removed_on_completion are ignored, as Core Animation ignores them. */
  uint32_t child_count;
  uint32_t padding;
  const struct transhost_layer_animation *const *children;
  /* The delegate (may be NULL each). */
  transhost_animation_start_fn did_start;
  transhost_animation_stop_fn did_stop;
  void *delegate_data;
} transhost_layer_animation_t;

/* sizeof(transhost_layer_animation_t) in ABI 1.4 (unchanged in 1.5). */
#define TRANSHOST_LAYER_ANIMATION_SIZE_1_4 \
  (offsetof(transhost_layer_animation_t, delegate_data) + sizeof(void *))

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

/* UIView.AnimationOptions bits, with UIKit's values; the curve bits are
 * ignored (transhost_timing_t.curve says the curve, for keyframes too). */
typedef uint32_t transhost_animation_options;

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

/* A UIViewPropertyAnimator setting, for property_animator_set_flag: one of the
 * TRANSHOST_FLAG_* values (one setting a call, not a bit mask). */
typedef int32_t transhost_animator_flag;
#define TRANSHOST_FLAG_SCRUBS_LINEARLY 0      /* scrubsLinearly */
#define TRANSHOST_FLAG_PAUSES_ON_COMPLETION 1 /* pausesOnCompletion */
#define TRANSHOST_FLAG_INTERRUPTIBLE 2        /* isInterruptible */
/* isUserInteractionEnabled (default true): whether the views the animator moves
 * take new touches while it runs. From ABI 1.7; older hosts refuse it with
 * TRANSHOST_E_INVALID_ARGUMENT. */
#define TRANSHOST_FLAG_USER_INTERACTION 3

/* What view_subview_count answers when it fails (ABI 1.1 names the 1.0 value). */
#define TRANSHOST_COUNT_FAILED (-1)

/* Log levels for transhost_host_t.log. */
typedef int32_t transhost_log_level;
enum {
  TRANSHOST_LOG_DEBUG = 0,
  TRANSHOST_LOG_INFO = 1,
  TRANSHOST_LOG_WARNING = 2,
  TRANSHOST_LOG_ERROR = 3
};

/* Called when an animation ends. `finished` is UIKit's: false when a newer
 * animation replaced this one. `user_data` is what the plugin passed.
 * [main-thread] */
typedef void (*transhost_completion_fn)(void *user_data, bool finished);

/* Called when a property animator ends, with its final position. [main-thread] */
typedef void (*transhost_position_fn)(void *user_data, transhost_position position);

/* Called with a view (ABI 1.4: a layout handler, see view_set_layout_handler).
 * [main-thread] */
typedef void (*transhost_view_fn)(void *user_data, transhost_view_t view);

/* Hit-tests `view` (ABI 1.7, see view_set_hit_test_handler): UIKit's
 * hitTest(_:with:) overridden. `point` is in `view`'s coordinates; returns the
 * view the touch hits, `view` itself or any other, or 0 for none (the touch goes
 * on to the views below, as UIKit's nil does). [main-thread] */
typedef transhost_view_t (*transhost_hit_test_fn)(void *user_data, transhost_view_t view,
                                                  transhost_point_t point);

/* Timing of one animation. Written by the plugin, read during the call. */
typedef struct transhost_timing {
  uint32_t struct_size; /* sizeof(transhost_timing_t) */
  transhost_timing_kind kind;
  double duration;               /* seconds; <= 0 applies changes at once */
  double delay;                  /* seconds before the animation starts */
  /* TRANSHOST_TIMING_CURVE; and, from ABI 1.4, TRANSHOST_TIMING_KEYFRAMES: the
   * overall curve the whole keyframe timeline follows, as UIKit's curve option cast
   * into UIView.KeyframeAnimationOptions is (0, TRANSHOST_CURVE_EASE_IN_OUT, is
   * UIKit's default, so a zeroed struct eases as UIKit does; pass
   * TRANSHOST_CURVE_LINEAR for linear keyframe timing). Hosts before 1.4 ran
   * keyframes linearly whatever this said. */
  transhost_curve curve;
  transhost_point_t control1;    /* TRANSHOST_CURVE_CUBIC control points */
  transhost_point_t control2;
  double damping_ratio;          /* TRANSHOST_TIMING_SPRING: 0...1 */
  double initial_velocity;       /* springs: distances per second */
  double bounce;                 /* TRANSHOST_TIMING_SPRING_BOUNCE: -1...1 */
  transhost_keyframe_mode keyframe_mode; /* TRANSHOST_TIMING_KEYFRAMES */
  transhost_animation_options options;
} transhost_timing_t;

/* --- Added in ABI 1.3: the objects around the animator (see OBJECTS) --- */

/* A transition coordinator (UIViewControllerTransitionCoordinator); valid while
 * its transition runs and during the completions registered on it. */
typedef uint64_t transhost_coordinator_t;
/* The host side of a presentation controller a plugin serves (see
 * transhost_presentation_controller_t); valid until the plugin's destroy. */
typedef uint64_t transhost_presentation_t;

/* The plugin structs the host callbacks below take (defined under OBJECTS). */
struct transhost_view_controller;
struct transhost_transitioning_delegate;
struct transhost_navigation_delegate;
struct transhost_tab_bar_delegate;

/* A UIViewController setting, for controller_get_setting / controller_set_setting. */
typedef int32_t transhost_controller_setting;
enum {
  /* modalPresentationStyle: a transhost_style (read and write) */
  TRANSHOST_CONTROLLER_MODAL_PRESENTATION_STYLE = 0,
  /* modalTransitionStyle: a TRANSHOST_MODAL_TRANSITION_* (read and write) */
  TRANSHOST_CONTROLLER_MODAL_TRANSITION_STYLE = 1,
  /* definesPresentationContext: 0 or 1 (read and write) */
  TRANSHOST_CONTROLLER_DEFINES_PRESENTATION_CONTEXT = 2,
  /* isBeingPresented, isBeingDismissed: 0 or 1 (read only) */
  TRANSHOST_CONTROLLER_IS_BEING_PRESENTED = 3,
  TRANSHOST_CONTROLLER_IS_BEING_DISMISSED = 4
};

/* UIModalTransitionStyle, with UIKit's raw values. */
enum {
  TRANSHOST_MODAL_TRANSITION_COVER_VERTICAL = 0,
  TRANSHOST_MODAL_TRANSITION_FLIP_HORIZONTAL = 1,
  TRANSHOST_MODAL_TRANSITION_CROSS_DISSOLVE = 2,
  TRANSHOST_MODAL_TRANSITION_PARTIAL_CURL = 3
};

/* A controller related to another, for controller_related. */
typedef int32_t transhost_relation;
enum {
  TRANSHOST_RELATION_PRESENTING = 0, /* presentingViewController */
  TRANSHOST_RELATION_PRESENTED = 1,  /* presentedViewController */
  TRANSHOST_RELATION_PARENT = 2,     /* parent */
  TRANSHOST_RELATION_NAVIGATION = 3, /* navigationController */
  TRANSHOST_RELATION_TAB_BAR = 4,    /* tabBarController */
  /* 1.4: a tab bar controller's selectedViewController; 0 for a tab bar
   * controller with no tabs and for every other controller. A 1.3 host refuses
   * it (last_status TRANSHOST_E_INVALID_ARGUMENT). */
  TRANSHOST_RELATION_SELECTED = 5
};

/* A transition coordinator's block: an alongside animation, its completion, or
 * an interaction-change handler. [main-thread] */
typedef void (*transhost_coordinator_fn)(void *user_data, transhost_coordinator_t coordinator);

/* UIViewControllerTransitionCoordinatorContext's values. Written by the host
 * up to the caller's struct_size; later minors append. */
typedef struct transhost_coordinator_state {
  uint32_t struct_size; /* the caller's sizeof(transhost_coordinator_state_t) */
  transhost_style presentation_style;
  bool is_animated;
  bool is_interactive;
  bool initially_interactive;
  bool is_cancelled;
  bool is_interruptible;
  transhost_curve completion_curve;
  double transition_duration;
  double percent_complete;
  double completion_velocity;
  transhost_transform_t target_transform;
} transhost_coordinator_state_t;

/* ---- ABI 1.6: gesture recognizers ----
 *
 * GESTURES
 *   A gesture recognizer (UIGestureRecognizer and its kinds) lives in the
 *   host: the plugin makes one with gesture_create, attaches it to a view
 *   (UIView.addGestureRecognizer), and registers actions (target-action) and
 *   a delegate. The host feeds it the touches of the run (a script's `pan`,
 *   `edge-pan`, `pinch`, `tap`, `swipe`, and from 1.7 `long-press`,
 *   `rotate`), moves it through UIKit's state
 *   machine, and calls its actions as UIKit sends them: for began, changed,
 *   ended (recognized) and cancelled, never for possible or failed, each
 *   action once per state change, after the touch event that caused it.
 *   A recognizer handle stays valid until gesture_destroy or the end of the
 *   run; the view keeps an attached recognizer working while the plugin's
 *   wrapper lives, as a UIView keeps its recognizers. */
typedef uint64_t transhost_gesture_t;

/* What gesture_create makes (UIGestureRecognizer's kinds). */
typedef int32_t transhost_gesture_kind;
enum {
  /* UIGestureRecognizer itself: takes touches, never recognizes */
  TRANSHOST_GESTURE_PLAIN = 0,
  TRANSHOST_GESTURE_TAP = 1,             /* UITapGestureRecognizer (discrete) */
  TRANSHOST_GESTURE_PINCH = 2,           /* UIPinchGestureRecognizer */
  TRANSHOST_GESTURE_PAN = 3,             /* UIPanGestureRecognizer */
  TRANSHOST_GESTURE_SWIPE = 4,           /* UISwipeGestureRecognizer (discrete) */
  TRANSHOST_GESTURE_SCREEN_EDGE_PAN = 5, /* UIScreenEdgePanGestureRecognizer */
  /* From ABI 1.7. A 1.6 host's gesture_create returns 0 for these, with
   * last_status TRANSHOST_E_INVALID_ARGUMENT (an unknown kind): check
   * abi_minor >= 7 first. */
  TRANSHOST_GESTURE_LONG_PRESS = 6,      /* UILongPressGestureRecognizer */
  TRANSHOST_GESTURE_ROTATION = 7         /* UIRotationGestureRecognizer */
};

/* UIGestureRecognizer.State, with UIKit's raw values (recognized == ended). */
enum {
  TRANSHOST_GESTURE_STATE_POSSIBLE = 0,
  TRANSHOST_GESTURE_STATE_BEGAN = 1,
  TRANSHOST_GESTURE_STATE_CHANGED = 2,
  TRANSHOST_GESTURE_STATE_ENDED = 3,
  TRANSHOST_GESTURE_STATE_CANCELLED = 4,
  TRANSHOST_GESTURE_STATE_FAILED = 5
};

/* A recognizer's value, for gesture_get_value / gesture_set_value. Every
 * value is a double (counts and flags are whole numbers; 0 or 1 for flags).
 * Ids a kind does not have are refused with TRANSHOST_E_INVALID_ARGUMENT. */
typedef int32_t transhost_gesture_value;
enum {
  TRANSHOST_GESTURE_VALUE_STATE = 0,              /* a TRANSHOST_GESTURE_STATE_* (read) */
  TRANSHOST_GESTURE_VALUE_KIND = 1,               /* a transhost_gesture_kind (read) */
  TRANSHOST_GESTURE_VALUE_ENABLED = 2,            /* isEnabled; 0 cancels a gesture in progress */
  TRANSHOST_GESTURE_VALUE_CANCELS_TOUCHES_IN_VIEW = 3,
  TRANSHOST_GESTURE_VALUE_DELAYS_TOUCHES_BEGAN = 4,
  TRANSHOST_GESTURE_VALUE_DELAYS_TOUCHES_ENDED = 5,
  TRANSHOST_GESTURE_VALUE_NUMBER_OF_TOUCHES = 6,  /* numberOfTouches (read) */
  /* pan and screen-edge pan: minimumNumberOfTouches, maximumNumberOfTouches
   * (a value of 2^63 or more is "no maximum", UIKit's default) */
  TRANSHOST_GESTURE_VALUE_MINIMUM_TOUCHES = 7,
  TRANSHOST_GESTURE_VALUE_MAXIMUM_TOUCHES = 8,
  TRANSHOST_GESTURE_VALUE_EDGES = 9,              /* screen-edge pan: UIRectEdge's raw value */
  /* tap, long press (1.7): numberOfTapsRequired */
  TRANSHOST_GESTURE_VALUE_TAPS_REQUIRED = 10,
  /* tap, swipe, long press (1.7): numberOfTouchesRequired */
  TRANSHOST_GESTURE_VALUE_TOUCHES_REQUIRED = 11,
  TRANSHOST_GESTURE_VALUE_DIRECTION = 12,         /* swipe: the Direction option set's raw value */
  TRANSHOST_GESTURE_VALUE_SCALE = 13,             /* pinch: scale (read and write) */
  /* velocity (read): a pinch's in scale per second; a rotation's (1.7) in
   * radians per second */
  TRANSHOST_GESTURE_VALUE_VELOCITY = 14,
  /* From ABI 1.7 (a 1.6 host refuses these ids as unknown). */
  /* long press: minimumPressDuration, seconds (0 or more) */
  TRANSHOST_GESTURE_VALUE_MINIMUM_PRESS_DURATION = 15,
  /* long press: allowableMovement, points (0 or more) */
  TRANSHOST_GESTURE_VALUE_ALLOWABLE_MOVEMENT = 16,
  /* rotation: rotation, radians since the gesture's fingers came down,
   * clockwise on the screen positive (read and write; later turns add to a
   * value written) */
  TRANSHOST_GESTURE_VALUE_ROTATION = 17
};

/* A recognizer's action (the target-action pair's method), called on the host
 * thread with the recognizer whose state changed. [main-thread] */
typedef void (*transhost_gesture_fn)(void *user_data, transhost_gesture_t gesture);

/* UIGestureRecognizerDelegate. A NULL member is a method the delegate does not
 * implement: UIKit's default answer is used (begin: true; simultaneously,
 * require failure, be required to fail: false; receive touch: true). The host
 * copies the struct; grows by struct_size. [main-thread] */
typedef struct transhost_gesture_delegate {
  uint32_t struct_size; /* sizeof(the writer's transhost_gesture_delegate_t) */
  void *user_data;
  /* gestureRecognizerShouldBegin(_:): asked as the recognizer leaves possible;
   * false makes it fail. */
  bool (*should_begin)(void *user_data, transhost_gesture_t gesture);
  /* gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) */
  bool (*should_recognize_simultaneously)(void *user_data, transhost_gesture_t gesture,
                                          transhost_gesture_t other);
  /* gestureRecognizer(_:shouldRequireFailureOf:) */
  bool (*should_require_failure_of)(void *user_data, transhost_gesture_t gesture,
                                    transhost_gesture_t other);
  /* gestureRecognizer(_:shouldBeRequiredToFailBy:) */
  bool (*should_be_required_to_fail_by)(void *user_data, transhost_gesture_t gesture,
                                        transhost_gesture_t other);
  /* gestureRecognizer(_:shouldReceive:) for a new touch at `location`, in window
   * coordinates; false keeps the touch from the recognizer. From ABI 1.7 the
   * rest of the touch (its view, time, tap count) is gesture_touch with
   * TRANSHOST_TOUCH_RECEIVING during this call. */
  bool (*should_receive_touch)(void *user_data, transhost_gesture_t gesture,
                               transhost_point_t location);
} transhost_gesture_delegate_t;

/* The struct_size of an ABI 1.6 transhost_gesture_delegate_t (LP64: 56 bytes). */
#define TRANSHOST_GESTURE_DELEGATE_SIZE_1_6 56

/* ---- ABI 1.7: touches ----
 *
 * TOUCHES
 *   A touch (UITouch) is one finger on the screen, from the moment it comes
 *   down until it lifts. The host's touches are fingers: type DIRECT, no force,
 *   no pencil angles. gesture_touch reads one into a transhost_touch_t: the
 *   touch a should_receive_touch call asks about (touch_index
 *   TRANSHOST_TOUCH_RECEIVING, valid only during that call) or, at any time,
 *   one of the touches the recognizer is tracking (0 ... numberOfTouches - 1,
 *   in the order they came down; gesture_location's indices).
 *   Times are the run's virtual clock, in seconds. */

/* UITouch.Phase, with UIKit's raw values. */
typedef int32_t transhost_touch_phase;
enum {
  TRANSHOST_TOUCH_PHASE_BEGAN = 0,      /* came down in the latest touch event */
  TRANSHOST_TOUCH_PHASE_MOVED = 1,      /* moved in the latest touch event */
  TRANSHOST_TOUCH_PHASE_STATIONARY = 2, /* down, still while another touch changed */
  TRANSHOST_TOUCH_PHASE_ENDED = 3,
  TRANSHOST_TOUCH_PHASE_CANCELLED = 4
};

/* UITouch.TouchType, with UIKit's raw values (the host makes DIRECT only). */
typedef int32_t transhost_touch_type;
enum {
  TRANSHOST_TOUCH_TYPE_DIRECT = 0,
  TRANSHOST_TOUCH_TYPE_INDIRECT = 1,
  TRANSHOST_TOUCH_TYPE_PENCIL = 2,
  TRANSHOST_TOUCH_TYPE_INDIRECT_POINTER = 3
};

/* gesture_touch's touch_index for the touch a should_receive_touch call is
 * asking about (it is not yet among the recognizer's touches). */
#define TRANSHOST_TOUCH_RECEIVING (-1)

/* One touch, as gesture_touch writes it up to the caller's struct_size (the
 * host fills what both know); later minors append. */
typedef struct transhost_touch {
  uint32_t struct_size; /* the caller's sizeof(transhost_touch_t) */
  transhost_touch_phase phase;
  /* UITouch.view: the view the touch came down on (the deepest one that takes
   * touches, UIView.hitTest), for its whole life; 0 when it hit none. */
  transhost_view_t view;
  transhost_point_t location;          /* where it is, window coordinates */
  transhost_point_t previous_location; /* where it was before its last move */
  /* UITouch.timestamp: when it came down or last changed (virtual seconds) */
  double timestamp;
  /* UITouch.tapCount: 1, or one more than the last tap's when it comes down
   * within the multi-tap time and distance of a tap that just lifted */
  int32_t tap_count;
  transhost_touch_type type;
  double major_radius;           /* UITouch.majorRadius, points */
  double major_radius_tolerance; /* UITouch.majorRadiusTolerance, points */
} transhost_touch_t;

/* The struct_size of an ABI 1.7 transhost_touch_t (LP64: 80 bytes). */
#define TRANSHOST_TOUCH_SIZE_1_7 80

/* ------------------------------------------------------------------------ */
/* The host                                                                 */
/* ------------------------------------------------------------------------ */

/* Callbacks the host offers. Host-owned; valid from `init` until `deinit`.
 * A field past `struct_size` is absent: a plugin that uses a member added in a
 * later minor checks first that the host's struct_size covers it (see
 * TRANSHOST_HOST_HAS). Every callback is [main-thread] unless marked.
 *
 * How callbacks fail. One that returns a transhost_status returns
 * TRANSHOST_E_INVALID_ARGUMENT for a NULL `host` or a bad argument,
 * TRANSHOST_E_BAD_STATE from another thread or past a limit (see THREADS and
 * LIMITS), and TRANSHOST_E_INVALID_HANDLE for a bad or stale handle; its out
 * pointers hold nothing to rely on then. One that answers with a value returns
 * the value its "Fails with" names instead. Where that value can also be a
 * real answer ("collides"), call `last_status` right after to tell them apart.
 * Every failure but a NULL `host` is reported by the host, naming the call. */
typedef struct transhost_host {
  uint32_t struct_size;
  uint32_t abi_major;  /* TRANSHOST_ABI_MAJOR of the host */
  uint32_t abi_minor;  /* TRANSHOST_ABI_MINOR of the host */
  uint32_t reserved;
  const char *name;    /* "transhost"; static */
  const char *version; /* host version; static */
  void *host_data;     /* the host's; never touch */

  /* Writes `message` to the host's log, naming the plugin. [thread-safe]: from
   * another thread the message is kept and recorded on the host's thread.
   * Fails silently (nothing to report to) for a NULL host. */
  void (*log)(const struct transhost_host *host, transhost_log_level level,
              const char *message);
  /* An extension by id, or NULL when the host has none. [thread-safe]
   * Fails with: NULL (this host offers no extension yet). */
  const void *(*get_extension)(const struct transhost_host *host, const char *extension_id);

  /* --- UIViewControllerContextTransitioning --- */
  /* containerView. Fails with: 0 (a transition always has a container). */
  transhost_view_t (*context_container_view)(const struct transhost_host *host,
                                             transhost_context_t ctx);
  /* viewController(forKey:). Fails with: 0 (both controllers always exist);
   * a key other than FROM or TO fails. */
  transhost_controller_t (*context_view_controller)(const struct transhost_host *host,
                                                    transhost_context_t ctx, transhost_key key);
  /* view(forKey:); 0 where UIKit's returns nil: do not touch that view.
   * Fails with: 0, which collides with nil (last_status tells). */
  transhost_view_t (*context_view)(const struct transhost_host *host, transhost_context_t ctx,
                                   transhost_key key);
  /* initialFrame(for:) into *out_frame; CGRect.zero when unknown, not on
   * screen, or not part of the transition. Returns a status. */
  transhost_status (*context_initial_frame)(const struct transhost_host *host,
                                            transhost_context_t ctx,
                                            transhost_controller_t controller,
                                            transhost_rect_t *out_frame);
  /* finalFrame(for:) into *out_frame, as context_initial_frame. Returns a status. */
  transhost_status (*context_final_frame)(const struct transhost_host *host,
                                          transhost_context_t ctx,
                                          transhost_controller_t controller,
                                          transhost_rect_t *out_frame);
  /* isAnimated. Fails with: false, which collides (last_status tells). */
  bool (*context_is_animated)(const struct transhost_host *host, transhost_context_t ctx);
  /* isInteractive. Fails with: false, which collides (last_status tells). */
  bool (*context_is_interactive)(const struct transhost_host *host, transhost_context_t ctx);
  /* transitionWasCancelled. Fails with: false, which collides (last_status tells). */
  bool (*context_transition_was_cancelled)(const struct transhost_host *host,
                                           transhost_context_t ctx);
  /* presentationStyle. Fails with: TRANSHOST_STYLE_NONE (-1), which collides
   * with the style of navigation and tab transitions (last_status tells). */
  transhost_style (*context_presentation_style)(const struct transhost_host *host,
                                                transhost_context_t ctx);
  /* What the transition does. Fails with: TRANSHOST_OPERATION_FAILED (-1, no
   * operation has it). */
  transhost_operation (*context_operation)(const struct transhost_host *host,
                                           transhost_context_t ctx);
  /* targetTransform into *out_transform. Returns a status. */
  transhost_status (*context_target_transform)(const struct transhost_host *host,
                                               transhost_context_t ctx,
                                               transhost_transform_t *out_transform);
  /* completeTransition(_:). Required once at the end of every transition; a
   * second call is ignored with a warning, as UIKit does, and returns
   * TRANSHOST_E_BAD_STATE. Returns a status. */
  transhost_status (*context_complete_transition)(const struct transhost_host *host,
                                                  transhost_context_t ctx, bool did_complete);
  /* updateInteractiveTransition(_:); `percent` must be finite. Returns
   * TRANSHOST_E_BAD_STATE unless the transition is scheduled or in flight. */
  transhost_status (*context_update_interactive)(const struct transhost_host *host,
                                                 transhost_context_t ctx, double percent);
  /* finishInteractiveTransition(), as context_update_interactive. */
  transhost_status (*context_finish_interactive)(const struct transhost_host *host,
                                                 transhost_context_t ctx);
  /* cancelInteractiveTransition(), as context_update_interactive. */
  transhost_status (*context_cancel_interactive)(const struct transhost_host *host,
                                                 transhost_context_t ctx);
  /* pauseInteractiveTransition(), as context_update_interactive. */
  transhost_status (*context_pause_interactive)(const struct transhost_host *host,
                                                transhost_context_t ctx);

  /* --- View controllers --- */
  /* The controller's view. Fails with: 0 (a controller always has a view). */
  transhost_view_t (*controller_view)(const struct transhost_host *host,
                                      transhost_controller_t controller);
  /* The controller's name; valid until the next call into the host.
   * Fails with: NULL (a controller always has a name). */
  const char *(*controller_name)(const struct transhost_host *host,
                                 transhost_controller_t controller);

  /* --- Views --- */
  /* A new view; `name` is copied (NULL names it "view"); the frame must be
   * finite. Fails with: 0 (also past the view limit, and while the host is
   * only loading plugins). */
  transhost_view_t (*view_create)(const struct transhost_host *host, const char *name,
                                  transhost_rect_t frame);
  /* UIView.snapshotView(afterScreenUpdates:). Fails with: 0. */
  transhost_view_t (*view_snapshot)(const struct transhost_host *host, transhost_view_t view,
                                    bool after_screen_updates);
  /* addSubview(_:). Returns a status. */
  transhost_status (*view_add_subview)(const struct transhost_host *host,
                                       transhost_view_t parent, transhost_view_t child);
  /* insertSubview(_:at:). Returns a status. */
  transhost_status (*view_insert_subview_at)(const struct transhost_host *host,
                                             transhost_view_t parent, transhost_view_t child,
                                             int64_t index);
  /* insertSubview(_:aboveSubview:). Returns a status. */
  transhost_status (*view_insert_subview_above)(const struct transhost_host *host,
                                                transhost_view_t parent,
                                                transhost_view_t child,
                                                transhost_view_t sibling);
  /* insertSubview(_:belowSubview:). Returns a status. */
  transhost_status (*view_insert_subview_below)(const struct transhost_host *host,
                                                transhost_view_t parent,
                                                transhost_view_t child,
                                                transhost_view_t sibling);
  /* removeFromSuperview(). Returns a status. */
  transhost_status (*view_remove_from_superview)(const struct transhost_host *host,
                                                 transhost_view_t view);
  /* superview; 0 for none. Fails with: 0, which collides (last_status tells). */
  transhost_view_t (*view_superview)(const struct transhost_host *host, transhost_view_t view);
  /* subviews.count. Fails with: TRANSHOST_COUNT_FAILED (-1). */
  int64_t (*view_subview_count)(const struct transhost_host *host, transhost_view_t view);
  /* subviews[index]. Fails with: 0 (also for an index out of range). */
  transhost_view_t (*view_subview_at)(const struct transhost_host *host, transhost_view_t view,
                                      int64_t index);
  /* The view's name; valid until the next call into the host.
   * Fails with: NULL (a view always has a name). */
  const char *(*view_name)(const struct transhost_host *host, transhost_view_t view);
  /* A descendant of `root` (or `root`) with this name, depth first; 0 if none.
   * Fails with: 0 (also for a NULL name), which collides (last_status tells). */
  transhost_view_t (*view_find)(const struct transhost_host *host, transhost_view_t root,
                                const char *name);
  /* UIView.convert(_:to:) into *out_rect; `to` 0 means the window. Returns a status. */
  transhost_status (*view_convert_rect)(const struct transhost_host *host,
                                        transhost_view_t from, transhost_rect_t rect,
                                        transhost_view_t to, transhost_rect_t *out_rect);

  /* Model values, as UIKit's getters give them (not what is on screen). Each
   * returns a status; a property of another value type is
   * TRANSHOST_E_INVALID_ARGUMENT. */
  /* FRAME or BOUNDS into *out_value. */
  transhost_status (*view_get_rect)(const struct transhost_host *host, transhost_view_t view,
                                    transhost_property property, transhost_rect_t *out_value);
  /* Sets FRAME or BOUNDS (finite values), animated inside an animation block. */
  transhost_status (*view_set_rect)(const struct transhost_host *host, transhost_view_t view,
                                    transhost_property property, transhost_rect_t value);
  /* CENTER into *out_value. */
  transhost_status (*view_get_point)(const struct transhost_host *host, transhost_view_t view,
                                     transhost_property property, transhost_point_t *out_value);
  /* Sets CENTER (finite values), animated inside an animation block. */
  transhost_status (*view_set_point)(const struct transhost_host *host, transhost_view_t view,
                                     transhost_property property, transhost_point_t value);
  /* The transform into *out_value. */
  transhost_status (*view_get_transform)(const struct transhost_host *host,
                                         transhost_view_t view,
                                         transhost_transform_t *out_value);
  /* Sets the transform (finite values), animated inside an animation block. */
  transhost_status (*view_set_transform)(const struct transhost_host *host,
                                         transhost_view_t view, transhost_transform_t value);
  /* ALPHA or CORNER_RADIUS into *out_value. */
  transhost_status (*view_get_double)(const struct transhost_host *host, transhost_view_t view,
                                      transhost_property property, double *out_value);
  /* Sets ALPHA or CORNER_RADIUS (finite), animated inside an animation block. */
  transhost_status (*view_set_double)(const struct transhost_host *host, transhost_view_t view,
                                      transhost_property property, double value);
  /* HIDDEN or CLIPS_TO_BOUNDS into *out_value. */
  transhost_status (*view_get_bool)(const struct transhost_host *host, transhost_view_t view,
                                    transhost_property property, bool *out_value);
  /* Sets HIDDEN or CLIPS_TO_BOUNDS (never animated). */
  transhost_status (*view_set_bool)(const struct transhost_host *host, transhost_view_t view,
                                    transhost_property property, bool value);
  /* The background colour into *out_value; *out_has_color false for nil. */
  transhost_status (*view_get_color)(const struct transhost_host *host, transhost_view_t view,
                                     transhost_color_t *out_value, bool *out_has_color);
  /* Sets the background colour; `value` NULL sets no colour (nil). */
  transhost_status (*view_set_color)(const struct transhost_host *host, transhost_view_t view,
                                     const transhost_color_t *value);

  /* --- UIView animation blocks --- */
  /* Opens an animation block: property changes until the matching commit are
   * animated with `timing`. Blocks nest as UIKit's do. `completion` (may be
   * NULL) runs on a later clock turn with `user_data`. After the plugin completed
   * its transition (context_complete_transition) its context is finished: until the
   * plugin call it completed in returns, animation_begin returns
   * TRANSHOST_E_BAD_STATE and the host reports it (the animation would outlive the
   * context). Begin animations before completing: a completion registered then
   * keeps the instance alive until it ran (LIFETIME OF AN INSTANCE). Returns a
   * status. */
  transhost_status (*animation_begin)(const struct transhost_host *host,
                                      const transhost_timing_t *timing,
                                      transhost_completion_fn completion, void *user_data);
  /* Closes the innermost animation block. Returns a status
   * (TRANSHOST_E_BAD_STATE when none is open). */
  transhost_status (*animation_commit)(const struct transhost_host *host);
  /* Inside a TRANSHOST_TIMING_KEYFRAMES block: changes until keyframe_end are
   * reached between relative_start and relative_start + relative_duration.
   * Returns a status. */
  transhost_status (*keyframe_begin)(const struct transhost_host *host, double relative_start,
                                     double relative_duration);
  /* Closes the open keyframe. Returns a status. */
  transhost_status (*keyframe_end)(const struct transhost_host *host);
  /* UIView.performWithoutAnimation: changes until the end apply at once.
   * Returns a status. */
  transhost_status (*without_animation_begin)(const struct transhost_host *host);
  /* Closes the innermost without-animation block. Returns a status. */
  transhost_status (*without_animation_end)(const struct transhost_host *host);

  /* --- UIViewPropertyAnimator --- */
  /* A new property animator with `timing`. Fails with: 0 (also past the
   * property animator limit, and while the host is only loading plugins). */
  transhost_property_animator_t (*property_animator_create)(const struct transhost_host *host,
                                                            const transhost_timing_t *timing);
  /* Changes between begin and end become the animator's animations
   * (addAnimations(_:delayFactor:)). Returns a status. */
  transhost_status (*property_animator_animations_begin)(const struct transhost_host *host,
                                                         transhost_property_animator_t animator,
                                                         double delay_factor);
  /* Ends what property_animator_animations_begin opened. Returns a status. */
  transhost_status (*property_animator_animations_end)(const struct transhost_host *host,
                                                       transhost_property_animator_t animator);
  /* addCompletion(_:): `completion` runs with `user_data` and the final
   * position; it keeps the instance whose code registered it alive until it ran
   * (LIFETIME OF AN INSTANCE). Returns a status. */
  transhost_status (*property_animator_add_completion)(const struct transhost_host *host,
                                                       transhost_property_animator_t animator,
                                                       transhost_position_fn completion,
                                                       void *user_data);
  /* startAnimation(afterDelay:). Returns a status. */
  transhost_status (*property_animator_start)(const struct transhost_host *host,
                                              transhost_property_animator_t animator,
                                              double delay);
  /* pauseAnimation(). Returns a status. */
  transhost_status (*property_animator_pause)(const struct transhost_host *host,
                                              transhost_property_animator_t animator);
  /* stopAnimation(_:). Returns a status. */
  transhost_status (*property_animator_stop)(const struct transhost_host *host,
                                             transhost_property_animator_t animator,
                                             bool without_finishing);
  /* finishAnimation(at:). Returns a status. */
  transhost_status (*property_animator_finish)(const struct transhost_host *host,
                                               transhost_property_animator_t animator,
                                               transhost_position position);
  /* continueAnimation(withTimingParameters:durationFactor:); `timing` NULL
   * keeps the animator's own timing. Returns a status. */
  transhost_status (*property_animator_continue)(const struct transhost_host *host,
                                                 transhost_property_animator_t animator,
                                                 const transhost_timing_t *timing,
                                                 double duration_factor);
  /* Sets fractionComplete. Returns a status. */
  transhost_status (*property_animator_set_fraction)(const struct transhost_host *host,
                                                     transhost_property_animator_t animator,
                                                     double fraction);
  /* fractionComplete. Fails with: 0, which collides (last_status tells). */
  double (*property_animator_fraction)(const struct transhost_host *host,
                                       transhost_property_animator_t animator);
  /* Sets isReversed. Returns a status. */
  transhost_status (*property_animator_set_reversed)(const struct transhost_host *host,
                                                     transhost_property_animator_t animator,
                                                     bool reversed);
  /* isReversed. Fails with: false, which collides (last_status tells). */
  bool (*property_animator_is_reversed)(const struct transhost_host *host,
                                        transhost_property_animator_t animator);
  /* isRunning. Fails with: false, which collides (last_status tells). */
  bool (*property_animator_is_running)(const struct transhost_host *host,
                                       transhost_property_animator_t animator);
  /* state. Fails with: TRANSHOST_ANIMATOR_INACTIVE, which collides
   * (last_status tells). */
  transhost_animator_state (*property_animator_state)(const struct transhost_host *host,
                                                      transhost_property_animator_t animator);
  /* Sets one TRANSHOST_FLAG_* setting. Returns a status
   * (TRANSHOST_E_INVALID_ARGUMENT for an unknown flag). */
  transhost_status (*property_animator_set_flag)(const struct transhost_host *host,
                                                 transhost_property_animator_t animator,
                                                 transhost_animator_flag flag, bool value);

  /* --- Added in ABI 1.1 (check TRANSHOST_HOST_HAS(host, last_status)) --- */
  /* Whether the callback this plugin called last on the host's thread did what
   * it was asked: TRANSHOST_OK, or the status it failed with. Meant for the
   * callbacks that answer with a value, whose failure value can be a real
   * answer; call it right after one (any other call into the host, this one
   * excepted, replaces what it reports). After a callback that returns a
   * transhost_status, use that status: what last_status says then is
   * unspecified. Fails with: TRANSHOST_E_INVALID_ARGUMENT for a NULL host,
   * TRANSHOST_E_BAD_STATE from another thread or past a limit (the last call
   * failed then too). */
  transhost_status (*last_status)(const struct transhost_host *host);

  /* --- Added in ABI 1.3 (check TRANSHOST_HOST_HAS(host, controller_create)) --- */
  /* --- UIViewController: the app's own controllers (see OBJECTS) --- */
  /* A new controller whose behaviour is `instance` (a subclass defined by the
   * plugin; the host calls its members and, at the end of the run, its destroy).
   * `name` is copied (NULL: the instance's object id). The view is loaded
   * lazily, as UIKit does: on the first controller_view, or when the host needs
   * it (presenting, pushing, showing). Only while a run is on (from a plugin
   * call for a transition, a controller, a delegate, or a factory's
   * create_controller). Fails with: 0. */
  transhost_controller_t (*controller_create)(const struct transhost_host *host, const char *name,
                                              struct transhost_view_controller *instance);
  /* The instance controller_create was given for `controller`, whichever plugin
   * made it (the way an animator casts a controller to its app's class), or
   * NULL for a controller the host made. Fails with: NULL, which collides
   * (last_status tells). */
  struct transhost_view_controller *(*controller_instance)(const struct transhost_host *host,
                                                           transhost_controller_t controller);
  /* Sets the root view; only from the instance's load_view (loadView), else
   * TRANSHOST_E_BAD_STATE (reported). Returns a status. */
  transhost_status (*controller_set_view)(const struct transhost_host *host,
                                          transhost_controller_t controller, transhost_view_t view);
  /* isViewLoaded. Fails with: false, which collides (last_status tells). */
  bool (*controller_is_view_loaded)(const struct transhost_host *host,
                                    transhost_controller_t controller);
  /* One TRANSHOST_CONTROLLER_* setting (modalPresentationStyle, ...), read or
   * written as an int64 (styles, bools as 0/1). Fails with: 0, which collides
   * (last_status tells); a read-only setting cannot be set. An unknown setting, a
   * read-only one set, or a value outside the setting's (a style that is no
   * TRANSHOST_STYLE_*, a bool other than 0 or 1) is TRANSHOST_E_INVALID_ARGUMENT,
   * reported, and changes nothing. */
  int64_t (*controller_get_setting)(const struct transhost_host *host,
                                    transhost_controller_t controller,
                                    transhost_controller_setting setting);
  transhost_status (*controller_set_setting)(const struct transhost_host *host,
                                             transhost_controller_t controller,
                                             transhost_controller_setting setting, int64_t value);
  /* preferredContentSize, as width and height of a rect at the origin; a size must
   * be finite and non-negative. Return a status. */
  transhost_status (*controller_get_preferred_size)(const struct transhost_host *host,
                                                    transhost_controller_t controller,
                                                    double *out_width, double *out_height);
  transhost_status (*controller_set_preferred_size)(const struct transhost_host *host,
                                                    transhost_controller_t controller, double width,
                                                    double height);
  /* A related controller (presentingViewController, parent, ...), or 0 for
   * none. Fails with: 0, which collides (last_status tells). */
  transhost_controller_t (*controller_related)(const struct transhost_host *host,
                                               transhost_controller_t controller,
                                               transhost_relation relation);
  /* children.count, and children[index]. Fails with: TRANSHOST_COUNT_FAILED, 0. */
  int64_t (*controller_child_count)(const struct transhost_host *host,
                                    transhost_controller_t controller);
  transhost_controller_t (*controller_child_at)(const struct transhost_host *host,
                                                transhost_controller_t controller, int64_t index);
  /* transitioningDelegate, which UIKit holds weakly: the host never destroys a
   * delegate set here; the plugin keeps it alive while it is set (a controller
   * that is its own delegate passes a struct it owns). NULL clears it. */
  transhost_status (*controller_set_transitioning_delegate)(
      const struct transhost_host *host, transhost_controller_t controller,
      struct transhost_transitioning_delegate *delegate);
  /* The delegate set above (or given by the host for `with delegate`), or NULL.
   * Fails with: NULL, which collides (last_status tells). */
  struct transhost_transitioning_delegate *(*controller_transitioning_delegate)(
      const struct transhost_host *host, transhost_controller_t controller);
  /* UINavigationController.delegate and UITabBarController.delegate, weak as
   * above; `controller` must be a navigation (tab bar) controller. */
  transhost_status (*controller_set_navigation_delegate)(
      const struct transhost_host *host, transhost_controller_t navigation,
      struct transhost_navigation_delegate *delegate);
  transhost_status (*controller_set_tab_bar_delegate)(const struct transhost_host *host,
                                                      transhost_controller_t tab_bar,
                                                      struct transhost_tab_bar_delegate *delegate);
  /* present(_:animated:completion:) from `controller`; `completion` (may be
   * NULL) runs when the presentation completes, with finished true. Returns a
   * status; a presentation UIKit refuses is reported and returns
   * TRANSHOST_E_BAD_STATE. */
  transhost_status (*controller_present)(const struct transhost_host *host,
                                         transhost_controller_t controller,
                                         transhost_controller_t presented, bool animated,
                                         transhost_completion_fn completion, void *user_data);
  /* dismiss(animated:completion:), as controller_present. */
  transhost_status (*controller_dismiss)(const struct transhost_host *host,
                                         transhost_controller_t controller, bool animated,
                                         transhost_completion_fn completion, void *user_data);
  /* transitionCoordinator: the coordinator of the transition `controller` (or
   * its parent chain) takes part in, or 0 when none is running. Fails with: 0,
   * which collides (last_status tells). */
  transhost_coordinator_t (*controller_transition_coordinator)(const struct transhost_host *host,
                                                               transhost_controller_t controller);

  /* --- UIViewControllerTransitionCoordinator(Context) --- */
  /* animate(alongsideTransition:completion:): `animation` (may be NULL) runs
   * inside the transition's animation, so what it changes animates with the
   * transition's timing (scrubbed, finished and cancelled with it); `completion`
   * (may be NULL) runs after the transition ended. Both get `user_data` and the
   * coordinator (ask it coordinator_get_state; finished is always true). */
  transhost_status (*coordinator_animate_alongside)(const struct transhost_host *host,
                                                    transhost_coordinator_t coordinator,
                                                    transhost_coordinator_fn animation,
                                                    transhost_coordinator_fn completion,
                                                    void *user_data);
  /* notifyWhenInteractionChanges(_:): `handler` runs when the transition stops
   * being interactive (finished or cancelled by its interaction controller). */
  transhost_status (*coordinator_notify_interaction_changes)(const struct transhost_host *host,
                                                             transhost_coordinator_t coordinator,
                                                             transhost_coordinator_fn handler,
                                                             void *user_data);
  /* The coordinator context's values into *out_state, whose struct_size the
   * caller sets (the host fills what both know). Returns a status. */
  transhost_status (*coordinator_get_state)(const struct transhost_host *host,
                                            transhost_coordinator_t coordinator,
                                            transhost_coordinator_state_t *out_state);
  /* containerView, viewController(forKey:), view(forKey:), as the context's. */
  transhost_view_t (*coordinator_container_view)(const struct transhost_host *host,
                                                 transhost_coordinator_t coordinator);
  transhost_controller_t (*coordinator_view_controller)(const struct transhost_host *host,
                                                        transhost_coordinator_t coordinator,
                                                        transhost_key key);
  transhost_view_t (*coordinator_view)(const struct transhost_host *host,
                                       transhost_coordinator_t coordinator, transhost_key key);

  /* --- UIPresentationController, the host side of a plugin's --- */
  /* containerView: 0 until the presentation begins and after it ended. Fails
   * with: 0, which collides (last_status tells). */
  transhost_view_t (*presentation_container_view)(const struct transhost_host *host,
                                                  transhost_presentation_t presentation);
  /* presentedViewController and presentingViewController. Fails with: 0. */
  transhost_controller_t (*presentation_presented_controller)(
      const struct transhost_host *host, transhost_presentation_t presentation);
  transhost_controller_t (*presentation_presenting_controller)(
      const struct transhost_host *host, transhost_presentation_t presentation);

  /* --- Added in ABI 1.4 (check TRANSHOST_HOST_HAS(host, view_get_values)) --- */
  /* --- VALUES: any view or layer property by id, as doubles --- */
  /* Reads `property` of `view` into out[0..count): `count` must be the
   * property's lane count (see the property ids). A layer handle (see the
   * layers section) is a view handle. Fails with: TRANSHOST_E_INVALID_ARGUMENT
   * for an unknown property or a wrong count. */
  transhost_status (*view_get_values)(const struct transhost_host *host, transhost_view_t view,
                                      transhost_property property, double *out, uint32_t count);
  /* Sets `property` from values[0..count), animated inside an animation block
   * when the property is animatable. Fails as view_get_values, and with
   * TRANSHOST_E_INVALID_ARGUMENT for a value out of the property's range. */
  transhost_status (*view_set_values)(const struct transhost_host *host, transhost_view_t view,
                                      transhost_property property, const double *values,
                                      uint32_t count);

  /* ---- ABI 1.4 section: layers and Core Animation ---- */
  /* Standalone layers (CALayer(), CAShapeLayer(), CAGradientLayer()). A layer
   * handle is a view handle: view_get_values / view_set_values and the typed
   * view callbacks (frame, alpha, ...) take it; a view handle is its own
   * layer. A standalone layer's animatable change animates implicitly (0.25 s
   * and Core Animation's default curve unless a transaction says otherwise);
   * a view's layer never does outside an animation block. */
  /* Creates a standalone layer of `kind` (TRANSHOST_LAYER_KIND_*) named `name`
   * (NULL: "layer") with a zero frame. Fails with: 0, for an unknown kind
   * (TRANSHOST_E_INVALID_ARGUMENT) or past the views limit. */
  transhost_view_t (*layer_create)(const struct transhost_host *host, const char *name,
                                   int32_t kind);
  /* CALayer.insertSublayer(_:at:): `index` counts every sublayer (the views'
   * layers and the standalone ones); UINT32_MAX or past the end puts it on top
   * (addSublayer). Fails with: TRANSHOST_E_INVALID_HANDLE. */
  transhost_status (*layer_insert_sublayer)(const struct transhost_host *host,
                                            transhost_view_t parent, transhost_view_t layer,
                                            uint32_t index);
  /* insertSublayer(_:above:) when `above`, else insertSublayer(_:below:); a
   * sibling that is not a sublayer puts the layer on top and warns. Fails
   * with: TRANSHOST_E_INVALID_HANDLE. */
  transhost_status (*layer_insert_sublayer_relative)(const struct transhost_host *host,
                                                     transhost_view_t parent,
                                                     transhost_view_t layer,
                                                     transhost_view_t sibling, bool above);
  /* removeFromSuperlayer(). Fails with: TRANSHOST_E_INVALID_HANDLE. */
  transhost_status (*layer_remove_from_superlayer)(const struct transhost_host *host,
                                                   transhost_view_t layer);
  /* How many sublayers `layer` has (its subviews' layers and its standalone
   * sublayers). Fails with: 0, which collides (last_status tells). */
  uint32_t (*layer_sublayer_count)(const struct transhost_host *host, transhost_view_t layer);
  /* The sublayer at `index`, back to front. Fails with: 0, for an index out of
   * range (TRANSHOST_E_INVALID_ARGUMENT) or a bad handle. */
  transhost_view_t (*layer_sublayer_at)(const struct transhost_host *host,
                                        transhost_view_t layer, uint32_t index);
  /* superlayer; 0 for none. Fails with: 0, which collides (last_status). */
  transhost_view_t (*layer_superlayer)(const struct transhost_host *host,
                                       transhost_view_t layer);
  /* CALayer.mask (UIView.mask is its view's layer's): `mask` clips `layer` by
   * its alpha (a shape layer: its filled path); 0 removes it. The mask leaves
   * any superlayer. Fails with: TRANSHOST_E_INVALID_HANDLE, and
   * TRANSHOST_E_INVALID_ARGUMENT for a mask that is the layer or an ancestor. */
  transhost_status (*layer_set_mask)(const struct transhost_host *host, transhost_view_t layer,
                                     transhost_view_t mask);
  /* The mask; 0 for none. Fails with: 0, which collides (last_status). */
  transhost_view_t (*layer_mask)(const struct transhost_host *host, transhost_view_t layer);
  /* CATransaction.begin() / commit(): transactions nest; commit without a
   * begin fails. Fails with: TRANSHOST_E_BAD_STATE (commit with none open). */
  transhost_status (*transaction_begin)(const struct transhost_host *host);
  transhost_status (*transaction_commit)(const struct transhost_host *host);
  /* setAnimationDuration (seconds >= 0) and setDisableActions for the
   * innermost transaction (the implicit one when none is open). Fails with:
   * TRANSHOST_E_INVALID_ARGUMENT for a negative or non-finite duration. */
  transhost_status (*transaction_set_animation_duration)(const struct transhost_host *host,
                                                         double duration);
  transhost_status (*transaction_set_disable_actions)(const struct transhost_host *host,
                                                      bool disable);
  /* -- explicit animations (CAAnimation) follow -- */
  /* CALayer.add(_:forKey:): attaches a copy of *animation to `view`'s layer
   * under `key` (NULL: no key; then it cannot be found or removed by key),
   * replacing the animation under the same key (whose did_stop gets false).
   * It changes what is on screen, never the model value: when it is removed
   * (at its end, when removed_on_completion) the layer shows its model value
   * again. Fails with: TRANSHOST_E_INVALID_ARGUMENT for a NULL animation, a
   * struct_size smaller than ABI 1.4's, a key path the host does not animate
   * (named in the host log), a lane_count that is not the key path's, a value
   * that is not finite, keyframe arrays that do not match, a spring constant
   * out of range, or a group nested deeper than 16; TRANSHOST_E_INVALID_HANDLE
   * for a bad view. */
  transhost_status (*layer_add_animation)(const struct transhost_host *host,
                                          transhost_view_t view, const char *key,
                                          const transhost_layer_animation_t *animation);
  /* CALayer.removeAnimation(forKey:): its did_stop gets false. Removing a key
   * that is not there is not an error. Fails with: TRANSHOST_E_INVALID_ARGUMENT
   * for a NULL key, TRANSHOST_E_INVALID_HANDLE for a bad view. */
  transhost_status (*layer_remove_animation)(const struct transhost_host *host,
                                             transhost_view_t view, const char *key);
  /* CALayer.removeAllAnimations(). Fails with: TRANSHOST_E_INVALID_HANDLE. */
  transhost_status (*layer_remove_all_animations)(const struct transhost_host *host,
                                                  transhost_view_t view);
  /* CALayer.animationKeys(): how many keyed animations the layer has, and the
   * key at `index` (in the order added), valid until the next call into the
   * host. Fails with: 0 / NULL for a bad view or index (last_status tells). */
  uint32_t (*layer_animation_key_count)(const struct transhost_host *host,
                                        transhost_view_t view);
  const char *(*layer_animation_key_at)(const struct transhost_host *host,
                                        transhost_view_t view, uint32_t index);
  /* CACurrentMediaTime(): the host's virtual clock in seconds (the time
   * begin_time is measured in for a layer whose own timing is unaltered).
   * Fails with: 0. */
  double (*media_time)(const struct transhost_host *host);

  /* ---- ABI 1.4 section: layout ---- */
  /* (see LAYOUT; the mask and translatesAutoresizingMaskIntoConstraints are
   * property ids 64 and 65 of view_get_values / view_set_values) */
  /* Makes an inactive constraint from *constraint. Fails with: 0 and
   * TRANSHOST_E_INVALID_ARGUMENT for a NULL constraint, a struct_size smaller
   * than TRANSHOST_CONSTRAINT_SIZE_1_4, an unknown attribute or relation, a
   * second attribute without a second item (or the reverse), a multiplier or
   * constant that is not finite or a priority outside 1...1000;
   * TRANSHOST_E_INVALID_HANDLE for an unknown view. */
  transhost_constraint_ref_t (*constraint_create)(const struct transhost_host *host,
                                                  const transhost_constraint_t *constraint);
  /* isActive = active: activating installs the constraint on the nearest
   * common ancestor of its views (views without one are reported and the
   * constraint stays inactive, status TRANSHOST_OK), deactivating removes it.
   * Mirrors NSLayoutConstraint.activate(_:) / deactivate(_:) for one
   * constraint. Fails with: TRANSHOST_E_INVALID_HANDLE. */
  transhost_status (*constraint_set_active)(const struct transhost_host *host,
                                            transhost_constraint_ref_t constraint, bool active);
  /* isActive. Fails with: false (last_status tells). */
  bool (*constraint_is_active)(const struct transhost_host *host,
                               transhost_constraint_ref_t constraint);
  /* constant = value; the views lay out again on the next pass. Fails with:
   * TRANSHOST_E_INVALID_HANDLE, TRANSHOST_E_INVALID_ARGUMENT (not finite). */
  transhost_status (*constraint_set_constant)(const struct transhost_host *host,
                                              transhost_constraint_ref_t constraint,
                                              double value);
  /* priority = value. Fails with: TRANSHOST_E_INVALID_HANDLE,
   * TRANSHOST_E_INVALID_ARGUMENT for a value outside 1...1000 or, on an
   * active constraint, a change between required and optional (which UIKit
   * refuses too). */
  transhost_status (*constraint_set_priority)(const struct transhost_host *host,
                                              transhost_constraint_ref_t constraint,
                                              float value);
  /* identifier = text (NULL for none; copied). Fails with:
   * TRANSHOST_E_INVALID_HANDLE. */
  transhost_status (*constraint_set_identifier)(const struct transhost_host *host,
                                                transhost_constraint_ref_t constraint,
                                                const char *identifier);
  /* The constraint's description into *out, whose struct_size the caller sets
   * (the host fills what both know); identifier points to host storage valid
   * until the next call into the host. Fails with:
   * TRANSHOST_E_INVALID_HANDLE, TRANSHOST_E_INVALID_ARGUMENT (NULL out or a
   * struct_size smaller than TRANSHOST_CONSTRAINT_SIZE_1_4). */
  transhost_status (*constraint_get)(const struct transhost_host *host,
                                     transhost_constraint_ref_t constraint,
                                     transhost_constraint_t *out);
  /* UIView.constraints: how many active constraints are installed on `view`,
   * and the one at `index`. Fail with: TRANSHOST_COUNT_FAILED, and 0. */
  int64_t (*view_constraint_count)(const struct transhost_host *host, transhost_view_t view);
  transhost_constraint_ref_t (*view_constraint_at)(const struct transhost_host *host,
                                                   transhost_view_t view, int64_t index);
  /* UIView.setNeedsLayout(): the view lays out on the next clock turn or
   * view_layout_if_needed. Fails with: TRANSHOST_E_INVALID_HANDLE. */
  transhost_status (*view_set_needs_layout)(const struct transhost_host *host,
                                            transhost_view_t view);
  /* UIView.layoutIfNeeded(): lays out at once every view that needs it, from
   * the topmost superview of `view` that needs layout down through the
   * view's subtree; inside an animation block the frames animate. Fails
   * with: TRANSHOST_E_INVALID_HANDLE. */
  transhost_status (*view_layout_if_needed)(const struct transhost_host *host,
                                            transhost_view_t view);
  /* A layoutSubviews() override: `handler` runs in each layout pass of
   * `view`, after its constraints are applied (as an override runs after
   * super.layoutSubviews()), with `view` as its argument; NULL removes it.
   * [main-thread] Fails with: TRANSHOST_E_INVALID_HANDLE. */
  transhost_status (*view_set_layout_handler)(const struct transhost_host *host,
                                              transhost_view_t view,
                                              transhost_view_fn handler, void *user_data);

  /* ---- ABI 1.4 section: views (tags, images, content mode, transitions) ---- */
  /* The window's root view: its bounds are UIScreen.main.bounds. Fails with: 0. */
  transhost_view_t (*view_window)(const struct transhost_host *host);
  /* UIView.viewWithTag(_:): `view` itself if its TRANSHOST_PROPERTY_TAG is `tag`, else
   * the first descendant, depth first, that has it; 0 when none does. Fails with: 0,
   * which collides (last_status tells). */
  transhost_view_t (*view_with_tag)(const struct transhost_host *host, transhost_view_t view,
                                    int64_t tag);
  /* UIImageView.image: the name of the image `view` shows (UIImage(named:)'s name, or
   * "system:" and UIImage(systemName:)'s name); NULL shows none. The host copies it;
   * traces and pictures may name it. Fails with: TRANSHOST_E_INVALID_ARGUMENT for an
   * empty name. */
  transhost_status (*view_set_image)(const struct transhost_host *host, transhost_view_t view,
                                     const char *name);
  /* The image name view_set_image gave `view`, valid until the next call into the
   * host (as view_name's); NULL for none. Fails with: NULL, which collides
   * (last_status tells). */
  const char *(*view_image)(const struct transhost_host *host, transhost_view_t view);
  /* UIView.transition(with:duration:options:animations:completion:): changes until
   * view_transition_commit are the block's. `timing` is a TRANSHOST_TIMING_CURVE
   * timing: its duration, its curve, and in its options the transition bits 20-22
   * (UIKit's: flipFromLeft 1 ... flipFromBottom 7, crossDissolve 5),
   * allowAnimatedContent (the changes animate too; else they apply at once) and
   * showHideTransitionViews. The host applies the changes at once and fades a snapshot
   * of `view` as it was out over it; flips and curls are drawn as that cross-dissolve
   * (the trace says so once). `completion` (may be NULL) runs as animation_begin's.
   * Fails with: TRANSHOST_E_INVALID_ARGUMENT for a timing that is not a curve. */
  transhost_status (*view_transition_begin)(const struct transhost_host *host,
                                            transhost_view_t view,
                                            const transhost_timing_t *timing,
                                            transhost_completion_fn completion,
                                            void *user_data);
  /* Closes the innermost view_transition_begin and starts the fade. Fails with:
   * TRANSHOST_E_BAD_STATE when the innermost open block is not a view transition. */
  transhost_status (*view_transition_commit)(const struct transhost_host *host);
  /* UIView.transition(from:to:duration:options:completion:): `to` takes `from`'s place
   * in its superview and `from` is removed (with showHideTransitionViews in the
   * options, `from` is hidden and `to` shown instead), as a view transition of
   * `from`'s superview. Fails with: TRANSHOST_E_BAD_STATE when `from` has no superview
   * (nothing changes and `completion` is never called, as for every refused call). */
  transhost_status (*view_transition_from_to)(const struct transhost_host *host,
                                              transhost_view_t from, transhost_view_t to,
                                              const transhost_timing_t *timing,
                                              transhost_completion_fn completion,
                                              void *user_data);

  /* --- Added in ABI 1.5 (check TRANSHOST_HOST_HAS(host, layer_set_path)) --- */
  /* ---- ABI 1.5 section: shape and gradient content ---- */
  /* Sets `property` (TRANSHOST_PROPERTY_PATH of a shape layer, or
   * TRANSHOST_PROPERTY_SHADOW_PATH of any layer) to *path, copied; NULL sets
   * no path (nil). Path changes never animate implicitly, as in Core
   * Animation; this host refuses "path" and "shadowPath" animations. Fails with:
   * TRANSHOST_E_INVALID_ARGUMENT for another property, PATH on a layer that
   * is not a shape layer, an unknown element kind, a point that is not finite
   * or a path that does not start with a move; TRANSHOST_E_INVALID_HANDLE. */
  transhost_status (*layer_set_path)(const struct transhost_host *host, transhost_view_t layer,
                                     transhost_property property,
                                     const transhost_path_t *path);
  /* The model path of `property` (as layer_set_path): copies up to
   * `capacity` elements into out (may be NULL when capacity is 0) and returns
   * the path's element count, or TRANSHOST_PATH_NONE when it has none. Call
   * with capacity 0 first to size the buffer. Fails with:
   * TRANSHOST_COUNT_FAILED (last_status tells). */
  int64_t (*layer_get_path)(const struct transhost_host *host, transhost_view_t layer,
                            transhost_property property, transhost_path_element_t *out,
                            uint32_t capacity);
  /* CAGradientLayer.colors and .locations: `count` colours (copied); locations
   * NULL spreads them evenly, else `count` values. count 0 removes the colours
   * (nil). They change at once ("colors" and "locations" animations are
   * refused with a report, as the paint's above). Fails with:
   * TRANSHOST_E_INVALID_ARGUMENT on a layer that is not a gradient layer or
   * for a value that is not finite; TRANSHOST_E_INVALID_HANDLE. */
  transhost_status (*layer_set_gradient)(const struct transhost_host *host,
                                         transhost_view_t layer,
                                         const transhost_color_t *colors,
                                         const double *locations, uint32_t count);
  /* Copies up to `capacity` colours (and, when locations is not NULL, their
   * locations; *has_locations says whether they were set) and returns how
   * many colours the layer has. Fails with: TRANSHOST_COUNT_FAILED. */
  int64_t (*layer_get_gradient)(const struct transhost_host *host, transhost_view_t layer,
                                transhost_color_t *colors, double *locations,
                                bool *has_locations, uint32_t capacity);

  /* ---- ABI 1.5 section: the presentation layer and transactions ---- */
  /* CALayer.presentation(): `property` as it is on screen now (the model
   * value changed by the animations in flight, block and explicit), in the
   * lanes of view_get_values. Fails as view_get_values. */
  transhost_status (*view_get_presentation_values)(const struct transhost_host *host,
                                                   transhost_view_t view,
                                                   transhost_property property,
                                                   double *out, uint32_t count);
  /* CATransaction.setCompletionBlock(_:) for the innermost transaction (the
   * implicit one when none is open): `completion` runs once, on the host
   * thread, when every animation added inside the transaction after this
   * call (implicit and explicit) has ended, or at the next clock turn after
   * the commit when there is none; its `finished` is always true, as the
   * block has no argument. NULL clears it. Fails with: never. */
  transhost_status (*transaction_set_completion)(const struct transhost_host *host,
                                                 transhost_completion_fn completion,
                                                 void *user_data);
  /* CATransaction.setAnimationTimingFunction(_:) for the innermost
   * transaction: the implicit animations it starts use *function (NULL:
   * Core Animation's default). Fails with: TRANSHOST_E_INVALID_ARGUMENT for a
   * control point that is not finite or an x outside 0...1. */
  transhost_status (*transaction_set_timing_function)(
      const struct transhost_host *host, const transhost_media_timing_function_t *function);

  /* --- Added in ABI 1.6 (check TRANSHOST_HOST_HAS(host, gesture_create)) --- */
  /* ---- ABI 1.6 section: gesture recognizers (see GESTURES) ---- */
  /* A new recognizer of `kind`, attached to no view, enabled, with UIKit's
   * defaults; 0 on failure. Fails with: 0 (TRANSHOST_E_INVALID_ARGUMENT for an
   * unknown kind, as a 1.6 host answers TRANSHOST_GESTURE_LONG_PRESS and
   * TRANSHOST_GESTURE_ROTATION). */
  transhost_gesture_t (*gesture_create)(const struct transhost_host *host,
                                        transhost_gesture_kind kind);
  /* Detaches the recognizer from its view and forgets it, its actions and its
   * delegate; the handle is then stale. Fails with: TRANSHOST_E_INVALID_HANDLE. */
  transhost_status (*gesture_destroy)(const struct transhost_host *host,
                                      transhost_gesture_t gesture);
  /* UIView.addGestureRecognizer(_:): attaches the recognizer to `view`, first
   * detaching it from the view it was on. removeGestureRecognizer is
   * gesture_attach with view 0. Fails with: TRANSHOST_E_INVALID_HANDLE. */
  transhost_status (*gesture_attach)(const struct transhost_host *host,
                                     transhost_gesture_t gesture, transhost_view_t view);
  /* The view the recognizer is attached to; 0 for none. Fails with: 0
   * (last_status tells). */
  transhost_view_t (*gesture_view)(const struct transhost_host *host,
                                   transhost_gesture_t gesture);
  /* addTarget(_:action:): `action` is called with `user_data` for each state
   * change that sends actions. `name` (copied; may be NULL), the action's
   * selector as UIKit names it ("handlePan:"), is shown in traces. Adding a
   * pair already there does nothing, as in UIKit. Fails with:
   * TRANSHOST_E_INVALID_ARGUMENT for a NULL action. */
  transhost_status (*gesture_add_action)(const struct transhost_host *host,
                                         transhost_gesture_t gesture,
                                         transhost_gesture_fn action, void *user_data,
                                         const char *name);
  /* removeTarget(_:action:): removes the pair; a NULL action removes every
   * action with `user_data`, and NULL with NULL removes all. Fails with:
   * TRANSHOST_E_INVALID_HANDLE. */
  transhost_status (*gesture_remove_action)(const struct transhost_host *host,
                                            transhost_gesture_t gesture,
                                            transhost_gesture_fn action, void *user_data);
  /* Sets the delegate (copied); NULL removes it. Fails with:
   * TRANSHOST_E_INVALID_ARGUMENT for a struct_size smaller than the 1.6 one. */
  transhost_status (*gesture_set_delegate)(const struct transhost_host *host,
                                           transhost_gesture_t gesture,
                                           const transhost_gesture_delegate_t *delegate);
  /* A TRANSHOST_GESTURE_VALUE_* into *out. Fails with:
   * TRANSHOST_E_INVALID_ARGUMENT for an id the kind does not have. */
  transhost_status (*gesture_get_value)(const struct transhost_host *host,
                                        transhost_gesture_t gesture,
                                        transhost_gesture_value value, double *out);
  /* Sets a writable TRANSHOST_GESTURE_VALUE_*. Fails with:
   * TRANSHOST_E_INVALID_ARGUMENT for a read-only id, an id the kind does not
   * have, or a value that is not finite or not allowed (a count below 0 or
   * not whole, a flag other than 0 or 1, edges or a direction outside its
   * option set). As in UIKit, a count of 0 is allowed (a maximum of 0 touches
   * never begins a pan; 0 touches required never recognizes a tap or swipe),
   * and so are an empty swipe direction (never recognized) and a pinch scale
   * of 0 or less; a long press's duration and movement may be 0 but not
   * less, a rotation any finite number of radians. */
  transhost_status (*gesture_set_value)(const struct transhost_host *host,
                                        transhost_gesture_t gesture,
                                        transhost_gesture_value value, double to);
  /* location(in:) (touch_index < 0) or location(ofTouch:in:): in `view`'s
   * coordinates, the window's for view 0. Fails with:
   * TRANSHOST_E_INVALID_ARGUMENT for a touch index past numberOfTouches. */
  transhost_status (*gesture_location)(const struct transhost_host *host,
                                       transhost_gesture_t gesture, int32_t touch_index,
                                       transhost_view_t view, transhost_point_t *out);
  /* A pan's translation(in:) (points since it began, in `view`'s coordinates)
   * and velocity(in:) (points per second). Fails with:
   * TRANSHOST_E_INVALID_ARGUMENT for a recognizer that is not a pan. */
  transhost_status (*gesture_translation)(const struct transhost_host *host,
                                          transhost_gesture_t gesture, transhost_view_t view,
                                          transhost_point_t *out);
  transhost_status (*gesture_velocity)(const struct transhost_host *host,
                                       transhost_gesture_t gesture, transhost_view_t view,
                                       transhost_point_t *out);
  /* A pan's setTranslation(_:in:). Fails as gesture_translation, and for a
   * point that is not finite. */
  transhost_status (*gesture_set_translation)(const struct transhost_host *host,
                                              transhost_gesture_t gesture,
                                              transhost_point_t translation,
                                              transhost_view_t view);
  /* require(toFail:): the recognizer waits for `other` to fail before it
   * recognizes. Fails with: TRANSHOST_E_INVALID_ARGUMENT for itself. */
  transhost_status (*gesture_require_failure)(const struct transhost_host *host,
                                              transhost_gesture_t gesture,
                                              transhost_gesture_t other);
  /* The recognizer's `name` (copied; NULL for nil), shown in traces. Fails
   * with: TRANSHOST_E_INVALID_HANDLE. */
  transhost_status (*gesture_set_name)(const struct transhost_host *host,
                                       transhost_gesture_t gesture, const char *name);
  /* UIView.gestureRecognizers: `view`'s index-th recognizer, in the order they
   * were attached. Fails with: 0 (TRANSHOST_E_INVALID_ARGUMENT past the end). */
  transhost_gesture_t (*view_gesture_at)(const struct transhost_host *host,
                                         transhost_view_t view, uint32_t index);
  /* How many recognizers `view` has. Fails with: TRANSHOST_COUNT_FAILED. */
  int64_t (*view_gesture_count)(const struct transhost_host *host, transhost_view_t view);

  /* ---- ABI 1.6 section: navigation from plugin code ---- */
  /* UINavigationController.pushViewController(_:animated:): pushes `controller`
   * on navigation controller `navigation`, asking its delegate for the animator
   * and the interaction controller as UIKit does. Fails with:
   * TRANSHOST_E_INVALID_ARGUMENT when `navigation` is not a navigation
   * controller; TRANSHOST_E_BAD_STATE when the push was refused (the controller
   * is already in a container or presented, or a transition is running; the
   * reason is reported). */
  transhost_status (*navigation_push)(const struct transhost_host *host,
                                      transhost_controller_t navigation,
                                      transhost_controller_t controller, bool animated);
  /* popViewController(animated:): pops the top controller and returns it; 0 at
   * the root (nothing to pop, as UIKit's nil) or when the pop was refused.
   * Fails with: 0 (last_status tells). */
  transhost_controller_t (*navigation_pop)(const struct transhost_host *host,
                                           transhost_controller_t navigation, bool animated);

  /* --- Added in ABI 1.7 (check TRANSHOST_HOST_HAS(host, gesture_touch)) --- */
  /* ---- ABI 1.7 section: touches (see TOUCHES) ---- */
  /* The touch at `touch_index` into *out, whose struct_size the caller sets
   * (the host fills what both know): TRANSHOST_TOUCH_RECEIVING inside the
   * recognizer's should_receive_touch for the touch it asks about, else one
   * of its numberOfTouches touches. Fails with: TRANSHOST_E_INVALID_ARGUMENT
   * (NULL out, a struct_size smaller than TRANSHOST_TOUCH_SIZE_1_7, an index
   * past numberOfTouches or below TRANSHOST_TOUCH_RECEIVING);
   * TRANSHOST_E_BAD_STATE for TRANSHOST_TOUCH_RECEIVING outside that
   * recognizer's should_receive_touch. */
  transhost_status (*gesture_touch)(const struct transhost_host *host,
                                    transhost_gesture_t gesture, int32_t touch_index,
                                    transhost_touch_t *out);
  /* Renames `view` (what view_name answers, and what traces, pictures and a
   * script's view paths call it): UIView.accessibilityIdentifier, the name UI
   * tests find a view by. `name` is copied; it must be non-empty, with no '.'
   * (a script path's separator), no '#' and no control characters. Fails
   * with: TRANSHOST_E_INVALID_HANDLE, TRANSHOST_E_INVALID_ARGUMENT (a NULL or
   * refused name). */
  transhost_status (*view_set_name)(const struct transhost_host *host, transhost_view_t view,
                                    const char *name);
  /* The controller whose root view `view` is (loaded, or set by
   * controller_set_view), or 0 for none: where UIKit's responder chain goes
   * from a view before its superview (UIView.next). Fails with: 0
   * (last_status tells: TRANSHOST_E_INVALID_HANDLE). */
  transhost_controller_t (*view_controller)(const struct transhost_host *host,
                                            transhost_view_t view);
  /* Makes `handler` hit-test `view` in place of the engine's rule, as UIKit
   * calls a view's hitTest(_:with:) override: when a touch comes down and
   * hit-testing reaches `view` (the window asks its subviews front to back, as
   * view_hit_test says), the host calls handler(user_data, view, point) and
   * takes its answer for `view` and all its subviews; a view it returns that
   * is not a view (a bad handle, a standalone layer) is reported and counts as
   * 0. To answer as the engine would, the handler calls view_hit_test. NULL
   * removes the handler. The host keeps `user_data` as long as the view. The
   * host asks only while it hit-tests a touch coming down (and while a script
   * checks where a touch lands), never while plugin code runs, unless that
   * code calls view_hit_test. Fails with: TRANSHOST_E_INVALID_HANDLE (a bad
   * view or a standalone layer, which takes no touches). */
  transhost_status (*view_set_hit_test_handler)(const struct transhost_host *host,
                                                transhost_view_t view,
                                                transhost_hit_test_fn handler, void *user_data);
  /* The engine's own hit-testing rule for `view` (UIKit's hitTest(_:with:) by
   * default), whatever handler `view` has: 0 when `inside` is false, or when
   * `view` is hidden, has alpha below 0.01, has user interaction off or is
   * moved by an animation that does not allow user interaction; else the first
   * of its subviews, front to back, that a touch at `point` hits (each asked
   * through its own handler when it has one, else by this rule); else `view`.
   * `point` is in `view`'s coordinates; `inside` is whether the point is
   * inside `view`, what UIView.point(inside:with:) answers (by default: within
   * its bounds, the maximum edges outside; an override may enlarge the area).
   * The answer goes to *out_view (0 for none). Fails with:
   * TRANSHOST_E_INVALID_HANDLE; TRANSHOST_E_INVALID_ARGUMENT (NULL out_view, a
   * point not finite). */
  transhost_status (*view_hit_test)(const struct transhost_host *host, transhost_view_t view,
                                    transhost_point_t point, bool inside,
                                    transhost_view_t *out_view);
} transhost_host_t;

/* Whether `host`'s table has `member`: a member added in a later minor is
 * absent from an older host's table, which ends before it. */
#define TRANSHOST_HOST_HAS(host, member) \
  ((host)->struct_size >= offsetof(transhost_host_t, member) + sizeof((host)->member))

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

/* One parameter an animator takes. Plugin-owned; valid until `deinit`.
 * Elements of a descriptor's `parameters` array; a later minor may append
 * fields. The host walks the array with the stride of the elements'
 * struct_size (see ARRAYS) and refuses the descriptor when a struct_size is
 * below TRANSHOST_PARAMETER_SIZE_1_0, is not a multiple of 8 (the struct's
 * alignment), is above TRANSHOST_PARAMETER_SIZE_MAX, or differs between the
 * elements of one array. */
typedef struct transhost_parameter {
  uint32_t struct_size;      /* sizeof(the writer's transhost_parameter_t) */
  transhost_parameter_type type;
  const char *name;          /* identifier, e.g. "direction"; mandatory */
  const char *default_value; /* text form of the default; NULL for none (VIEW) */
  const char *description;   /* one sentence; may be NULL */
  const char *choices;       /* CHOICE: "up|down|left|right"; else NULL */
  double minimum;            /* NUMBER: inclusive range; ignored if min > max */
  double maximum;
} transhost_parameter_t;

/* The struct_size of an ABI 1.0 transhost_parameter_t (LP64: 56 bytes), the
 * least a parameter may have, and the most the host accepts. */
#define TRANSHOST_PARAMETER_SIZE_1_0 \
  (offsetof(transhost_parameter_t, maximum) + sizeof(double))
#define TRANSHOST_PARAMETER_SIZE_MAX 4096

/* How strongly an animator asks to serve its styles and operations by default, as
 * GStreamer's feature ranks: when no controller's choice and no mapping decides, the
 * candidate of highest rank serves (equal ranks: the first in search order, with the
 * engine's system animator last). The system animator is a candidate of rank PRIMARY
 * where UIKit animates by itself (every modal style but custom, push and pop), of rank
 * NONE elsewhere (custom, tab). An animator of rank NONE never serves by default, only
 * when chosen by name or mapped. Any value >= 0 is a rank (PRIMARY + 1 outranks
 * PRIMARY); a negative one refuses the descriptor. Users override ranks per id. */
typedef int32_t transhost_rank;
enum {
  TRANSHOST_RANK_NONE = 0,        /* never by default */
  TRANSHOST_RANK_MARGINAL = 64,   /* unlikely: only where nothing ranks higher */
  TRANSHOST_RANK_SECONDARY = 128, /* likely: before the system where it ranks NONE */
  TRANSHOST_RANK_PRIMARY = 256,  /* first: displaces the system animator where it animates */
  /* The rank of a descriptor whose struct_size ends before `rank` (ABI 1.0 and 1.1
   * plugins): they keep serving custom and tab transitions, and no longer replace
   * UIKit's own animation where UIKit has one. */
  TRANSHOST_RANK_DEFAULT = TRANSHOST_RANK_SECONDARY
};

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
  transhost_operation_mask operations; /* TRANSHOST_OPERATION_BIT(...) of each */
  bool supports_interactive; /* can be driven by a percent-driven interactor */
  double default_duration;   /* seconds */
  /* `parameter_count` elements, each `parameters[0].struct_size` bytes apart
   * (see ARRAYS); NULL when the count is 0. */
  const transhost_parameter_t *parameters;
  uint32_t parameter_count;
  /* The 1.0 struct's tail padding, named; set 0, the host ignores it. */
  uint32_t padding;
  /* --- Added in ABI 1.2 (struct_size >= TRANSHOST_DESCRIPTOR_SIZE_1_2) --- */
  /* A TRANSHOST_RANK_* (or any value >= 0); a zeroed struct says NONE, so set it. */
  transhost_rank rank;
} transhost_descriptor_t;

/* The struct_size of an ABI 1.0 descriptor (LP64: 96 bytes), the least the host
 * accepts, and the least that carries `rank`. */
#define TRANSHOST_DESCRIPTOR_SIZE_1_0 (offsetof(transhost_descriptor_t, padding) + sizeof(uint32_t))
#define TRANSHOST_DESCRIPTOR_SIZE_1_2 \
  (offsetof(transhost_descriptor_t, rank) + sizeof(transhost_rank))

/* ------------------------------------------------------------------------ */
/* The plugin: animator instances                                           */
/* ------------------------------------------------------------------------ */

/* One parameter value of a request. Host-owned; valid during `create`. This
 * struct has no struct_size and never grows: an array of it is walked with
 * sizeof(transhost_parameter_value_t). What a later minor adds to parameter
 * values comes as a separate array in new trailing fields of
 * transhost_request_t, present when the request's struct_size covers them. */
typedef struct transhost_parameter_value {
  const char *name;
  const char *text;      /* always set: the text form */
  double number;         /* NUMBER */
  bool flag;             /* BOOL */
  transhost_view_t view; /* VIEW; 0 if the named view does not exist */
} transhost_parameter_value_t;

/* What one transition asks of an animator. Host-owned; valid during `create`.
 * Every declared parameter is present, defaults filled in. */
typedef struct transhost_request {
  uint32_t struct_size;
  transhost_operation operation;
  transhost_style style;
  bool interactive;
  /* `parameter_count` values, in the order the descriptor declares them. */
  const transhost_parameter_value_t *parameters;
  uint32_t parameter_count;
} transhost_request_t;

/* An animator instance: UIViewControllerAnimatedTransitioning. Plugin-owned,
 * from `create` until its `destroy`. The host calls it for one transition,
 * every member [main-thread]. */
typedef struct transhost_animator {
  uint32_t struct_size;
  uint32_t reserved;
  void *animator_data; /* the plugin's */
  /* transitionDuration(using:), in seconds; ctx may be 0. */
  double (*transition_duration)(struct transhost_animator *animator, transhost_context_t ctx);
  /* animateTransition(using:); must lead to context_complete_transition. */
  void (*animate_transition)(struct transhost_animator *animator, transhost_context_t ctx);
  /* animationEnded(_:), called last. May be NULL. */
  void (*animation_ended)(struct transhost_animator *animator, bool transition_completed);
  /* interruptibleAnimator(using:): the same handle every time, or 0. May be NULL. */
  transhost_property_animator_t (*interruptible_animator)(struct transhost_animator *animator,
                                                          transhost_context_t ctx);
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
   * TRANSHOST_E_INVALID_ARGUMENT for an unknown id. [main-thread] */
  transhost_status (*create)(const char *id, const transhost_request_t *request,
                             const transhost_host_t *host, transhost_animator_t **out_animator);
} transhost_animator_factory_t;

/* ------------------------------------------------------------------------ */
/* The plugin: the objects around the animator (ABI 1.3)                    */
/* ------------------------------------------------------------------------ */

/* OBJECTS
 *   A UIKit transition is made by cooperating objects; a plugin can serve each
 *   of them through the object factory (TRANSHOST_OBJECT_FACTORY_ID):
 *   - transitioning delegates (UIViewControllerTransitioningDelegate), and
 *     navigation and tab bar controller delegates, which return animators,
 *     interaction controllers and presentation controllers;
 *   - view controllers (UIViewController subclasses of the app).
 *   These are registered by id, with a descriptor. What a delegate returns
 *   (transhost_animator_t, transhost_interaction_controller_t,
 *   transhost_presentation_controller_t) is made by the plugin's own code and
 *   needs no descriptor: the host takes it over and calls its destroy once it
 *   is done with it (an animator after animation_ended, an interaction
 *   controller after its transition ended, a presentation controller after
 *   its dismissal completed or its presentation was cancelled, and anything
 *   left at the end of the run).
 *
 *   The resolver is UIKit's chain. For each transition: the presented (or
 *   dismissed) controller's transitioningDelegate, the navigation or tab bar
 *   controller's delegate; then a script's explicit `with`; then mappings;
 *   then the installed animator or delegate of highest rank for the style and
 *   operation (a delegate's descriptor says which it serves); then the
 *   engine's system animator. A delegate that answers NULL hands the choice
 *   to the system animator, as UIKit's nil does.
 *
 *   Every member of every struct below may be NULL, which means UIKit's
 *   default (named with each); destroy may be NULL when there is nothing to
 *   free. Every member is [main-thread]. The structs grow by struct_size: a
 *   member past it is absent. The host refuses (and reports) a delegate struct
 *   whose struct_size does not cover its first three fields, and a returned
 *   animator that lacks transition_duration or animate_transition (the system
 *   animator runs instead). A returned animator has no descriptor: when the
 *   host can no longer ask it (its instance was destroyed), its duration is 0.
 *
 *   A plugin whose entry offers only the object factory sets its entry's
 *   required_host_minor to 3: an older host would find nothing in it. */

/* The id of the object factory (see transhost_object_factory_t). */
#define TRANSHOST_OBJECT_FACTORY_ID "org.transhost.object-factory/1"

/* What a registered object is. */
typedef int32_t transhost_object_kind;
enum {
  TRANSHOST_OBJECT_TRANSITIONING_DELEGATE = 0, /* transhost_transitioning_delegate_t */
  TRANSHOST_OBJECT_NAVIGATION_DELEGATE = 1,    /* transhost_navigation_delegate_t */
  TRANSHOST_OBJECT_TAB_BAR_DELEGATE = 2,       /* transhost_tab_bar_delegate_t */
  TRANSHOST_OBJECT_VIEW_CONTROLLER = 3         /* transhost_view_controller_t */
};

/* One registered object. Plugin-owned; valid until `deinit`. The fields it
 * shares with transhost_descriptor_t mean the same. */
typedef struct transhost_object_descriptor {
  uint32_t struct_size;
  transhost_object_kind kind;
  const char *id;      /* reverse DNS; unique among the plugin's animators and objects */
  const char *name;    /* mandatory */
  const char *version; /* mandatory */
  const char *vendor;  /* may be NULL */
  const char *summary; /* may be NULL */
  /* Delegates: the styles and operations they answer for, which make them
   * candidates of the resolver at `rank` (a transitioning delegate serves
   * present and dismiss, a navigation delegate push and pop, a tab bar
   * delegate tab). View controllers: none (NULL, 0, 0). */
  const transhost_style *styles;
  uint32_t style_count;
  transhost_operation_mask operations;
  /* Taken as an animator's are, and passed to create_object /
   * create_controller in the request (see ARRAYS). */
  const transhost_parameter_t *parameters;
  uint32_t parameter_count;
  transhost_rank rank; /* delegates; NONE for view controllers */
} transhost_object_descriptor_t;

/* The struct_size of an ABI 1.3 object descriptor, the least the host accepts. */
#define TRANSHOST_OBJECT_DESCRIPTOR_SIZE_1_3 \
  (offsetof(transhost_object_descriptor_t, rank) + sizeof(transhost_rank))
/* The most struct_size an object descriptor may have: the host refuses a larger
 * one as corrupt (it reads only the fields it knows, never past struct_size). */
#define TRANSHOST_OBJECT_DESCRIPTOR_SIZE_MAX 4096

/* UIViewControllerInteractiveTransitioning. Plugin-owned; the host takes it
 * over from the delegate that returned it. */
typedef struct transhost_interaction_controller {
  uint32_t struct_size;
  /* true: a UIPercentDrivenInteractiveTransition. The host does what UIKit's
   * class does (drives the animator's animations by percent complete, and a
   * script's `update`, `finish` and `cancel` reach it); then it calls
   * start_interactive_transition, if set, with the context, which the plugin
   * drives with context_update_interactive / _finish_ / _cancel_ / _pause_. */
  bool percent_driven;
  void *interaction_data; /* the plugin's */
  /* startInteractiveTransition(_:). Required unless percent_driven. */
  void (*start_interactive_transition)(struct transhost_interaction_controller *interaction,
                                       transhost_context_t ctx);
  /* wantsInteractiveStart; NULL: true. */
  bool (*wants_interactive_start)(struct transhost_interaction_controller *interaction);
  /* completionSpeed; NULL: 1. */
  double (*completion_speed)(struct transhost_interaction_controller *interaction);
  /* completionCurve; NULL: TRANSHOST_CURVE_EASE_IN_OUT. */
  transhost_curve (*completion_curve)(struct transhost_interaction_controller *interaction);
  void (*destroy)(struct transhost_interaction_controller *interaction);
} transhost_interaction_controller_t;

/* A UIPresentationController subclass. Plugin-owned; the host takes it over
 * from the delegate that returned it and calls it with `presentation`, the
 * host side (containerView, the controllers; see presentation_* callbacks).
 * Called in UIKit's order: frame, should_remove_presenters_view and
 * should_present_in_fullscreen when the presentation is set up,
 * presentation_will_begin before the animator, presentation_did_end after it
 * (completed or not); dismissal_will_begin / dismissal_did_end around a
 * dismissal's animator; the layout pair whenever the container lays out. */
typedef struct transhost_presentation_controller {
  uint32_t struct_size;
  uint32_t reserved;
  void *presentation_data; /* the plugin's */
  /* frameOfPresentedViewInContainerView into *out_frame; NULL: the container's
   * bounds. A status other than TRANSHOST_OK keeps the default, reported. */
  transhost_status (*frame_of_presented_view)(struct transhost_presentation_controller *controller,
                                              transhost_presentation_t presentation,
                                              transhost_rect_t *out_frame);
  /* shouldRemovePresentersView; NULL: false. */
  bool (*should_remove_presenters_view)(struct transhost_presentation_controller *controller,
                                        transhost_presentation_t presentation);
  /* shouldPresentInFullscreen; NULL: true. */
  bool (*should_present_in_fullscreen)(struct transhost_presentation_controller *controller,
                                       transhost_presentation_t presentation);
  /* presentedView; NULL or 0: the presented controller's view. */
  transhost_view_t (*presented_view)(struct transhost_presentation_controller *controller,
                                     transhost_presentation_t presentation);
  /* presentationTransitionWillBegin() and presentationTransitionDidEnd(_:). */
  void (*presentation_will_begin)(struct transhost_presentation_controller *controller,
                                  transhost_presentation_t presentation);
  void (*presentation_did_end)(struct transhost_presentation_controller *controller,
                               transhost_presentation_t presentation, bool completed);
  /* dismissalTransitionWillBegin() and dismissalTransitionDidEnd(_:). */
  void (*dismissal_will_begin)(struct transhost_presentation_controller *controller,
                               transhost_presentation_t presentation);
  void (*dismissal_did_end)(struct transhost_presentation_controller *controller,
                            transhost_presentation_t presentation, bool completed);
  /* containerViewWillLayoutSubviews() and containerViewDidLayoutSubviews(). */
  void (*container_will_layout)(struct transhost_presentation_controller *controller,
                                transhost_presentation_t presentation);
  void (*container_did_layout)(struct transhost_presentation_controller *controller,
                               transhost_presentation_t presentation);
  void (*destroy)(struct transhost_presentation_controller *controller);
} transhost_presentation_controller_t;

/* UIViewControllerTransitioningDelegate. Each answer may be NULL (nil). The
 * animator an interaction method gets is the one this delegate returned. */
typedef struct transhost_transitioning_delegate {
  uint32_t struct_size;
  uint32_t reserved;
  void *delegate_data; /* the plugin's */
  /* animationController(forPresented:presenting:source:) */
  transhost_animator_t *(*animator_for_presented)(struct transhost_transitioning_delegate *delegate,
                                                  transhost_controller_t presented,
                                                  transhost_controller_t presenting,
                                                  transhost_controller_t source);
  /* animationController(forDismissed:) */
  transhost_animator_t *(*animator_for_dismissed)(struct transhost_transitioning_delegate *delegate,
                                                  transhost_controller_t dismissed);
  /* interactionControllerForPresentation(using:) */
  transhost_interaction_controller_t *(*interaction_for_presentation)(
      struct transhost_transitioning_delegate *delegate, transhost_animator_t *animator);
  /* interactionControllerForDismissal(using:) */
  transhost_interaction_controller_t *(*interaction_for_dismissal)(
      struct transhost_transitioning_delegate *delegate, transhost_animator_t *animator);
  /* presentationController(forPresented:presenting:source:), asked for custom
   * presentations only; `presenting` may be 0 (UIKit's nil). */
  transhost_presentation_controller_t *(*presentation_controller_for)(
      struct transhost_transitioning_delegate *delegate, transhost_controller_t presented,
      transhost_controller_t presenting, transhost_controller_t source);
  /* Frees a delegate the host made (create_object); never called for one a
   * plugin set on a controller itself. */
  void (*destroy)(struct transhost_transitioning_delegate *delegate);
} transhost_transitioning_delegate_t;

/* UINavigationControllerDelegate. `navigation` is the navigation controller. */
typedef struct transhost_navigation_delegate {
  uint32_t struct_size;
  uint32_t reserved;
  void *delegate_data;
  /* navigationController(_:animationControllerFor:from:to:); `operation` is
   * TRANSHOST_OPERATION_PUSH or _POP. */
  transhost_animator_t *(*animator_for_operation)(struct transhost_navigation_delegate *delegate,
                                                  transhost_controller_t navigation,
                                                  transhost_operation operation,
                                                  transhost_controller_t from,
                                                  transhost_controller_t to);
  /* navigationController(_:interactionControllerFor:) */
  transhost_interaction_controller_t *(*interaction_for)(
      struct transhost_navigation_delegate *delegate, transhost_controller_t navigation,
      transhost_animator_t *animator);
  /* navigationController(_:willShow:animated:) and (_:didShow:animated:) */
  void (*will_show)(struct transhost_navigation_delegate *delegate,
                    transhost_controller_t navigation, transhost_controller_t shown, bool animated);
  void (*did_show)(struct transhost_navigation_delegate *delegate,
                   transhost_controller_t navigation, transhost_controller_t shown, bool animated);
  void (*destroy)(struct transhost_navigation_delegate *delegate);
} transhost_navigation_delegate_t;

/* UITabBarControllerDelegate. `tab_bar` is the tab bar controller. */
typedef struct transhost_tab_bar_delegate {
  uint32_t struct_size;
  uint32_t reserved;
  void *delegate_data;
  /* tabBarController(_:animationControllerForTransitionFrom:to:) */
  transhost_animator_t *(*animator_for_transition)(struct transhost_tab_bar_delegate *delegate,
                                                   transhost_controller_t tab_bar,
                                                   transhost_controller_t from,
                                                   transhost_controller_t to);
  /* tabBarController(_:interactionControllerFor:) */
  transhost_interaction_controller_t *(*interaction_for)(struct transhost_tab_bar_delegate *delegate,
                                                         transhost_controller_t tab_bar,
                                                         transhost_animator_t *animator);
  /* tabBarController(_:shouldSelect:) (NULL: true) and (_:didSelect:), for
   * selections a script makes as the user would (`select`). */
  bool (*should_select)(struct transhost_tab_bar_delegate *delegate, transhost_controller_t tab_bar,
                        transhost_controller_t selected);
  void (*did_select)(struct transhost_tab_bar_delegate *delegate, transhost_controller_t tab_bar,
                     transhost_controller_t selected);
  void (*destroy)(struct transhost_tab_bar_delegate *delegate);
} transhost_tab_bar_delegate_t;

/* A UIViewController subclass: what the host calls of it. Plugin-owned; given
 * to controller_create, destroyed by the host at the end of the run. */
typedef struct transhost_view_controller {
  uint32_t struct_size;
  uint32_t reserved;
  void *controller_data; /* the plugin's */
  /* loadView(): make the root view and set it with controller_set_view; NULL
   * (or setting none): a plain view the size of the window. */
  void (*load_view)(struct transhost_view_controller *instance, transhost_controller_t controller);
  /* viewDidLoad() */
  void (*view_did_load)(struct transhost_view_controller *instance,
                        transhost_controller_t controller);
  /* viewWillAppear(_:), viewDidAppear(_:), viewWillDisappear(_:),
   * viewDidDisappear(_:), when UIKit calls them. */
  void (*view_will_appear)(struct transhost_view_controller *instance,
                           transhost_controller_t controller, bool animated);
  void (*view_did_appear)(struct transhost_view_controller *instance,
                          transhost_controller_t controller, bool animated);
  void (*view_will_disappear)(struct transhost_view_controller *instance,
                              transhost_controller_t controller, bool animated);
  void (*view_did_disappear)(struct transhost_view_controller *instance,
                             transhost_controller_t controller, bool animated);
  void (*destroy)(struct transhost_view_controller *instance);
} transhost_view_controller_t;

/* The factory behind TRANSHOST_OBJECT_FACTORY_ID. Plugin-owned, static. */
typedef struct transhost_object_factory {
  uint32_t struct_size;
  uint32_t reserved;
  /* How many objects the plugin registers. [thread-safe] */
  uint32_t (*count)(void);
  /* Descriptor `index` (< count), or NULL. [thread-safe] */
  const transhost_object_descriptor_t *(*descriptor)(uint32_t index);
  /* A delegate `id` for `request` (its operation and style are the first
   * transition it is asked for; every declared parameter present) in
   * *out_object: the kind's struct. Must not call `host`. Returns
   * TRANSHOST_E_INVALID_ARGUMENT for an unknown id or a view controller id.
   * [main-thread] */
  transhost_status (*create_object)(const char *id, const transhost_request_t *request,
                                    const transhost_host_t *host, void **out_object);
  /* A view controller `id`, which `create_controller` makes with
   * host->controller_create (giving it `name`) and returns in *out_controller.
   * Returns TRANSHOST_E_INVALID_ARGUMENT for an unknown id or a delegate id.
   * [main-thread] */
  transhost_status (*create_controller)(const char *id, const char *name,
                                        const transhost_request_t *request,
                                        const transhost_host_t *host,
                                        transhost_controller_t *out_controller);
} transhost_object_factory_t;

/* ------------------------------------------------------------------------ */
/* The entry                                                                */
/* ------------------------------------------------------------------------ */

/* What `transhost_entry_v1` returns. Plugin-owned, static lifetime. */
typedef struct transhost_entry {
  uint32_t struct_size;         /* sizeof(transhost_entry_t) */
  uint32_t abi_major;           /* TRANSHOST_ABI_MAJOR (must be 1) */
  uint32_t abi_minor;           /* TRANSHOST_ABI_MINOR it was built with */
  uint32_t required_host_minor; /* the oldest host minor it works with; usually 0 */
  /* The compiler it was built with, e.g. "Swift 6.3.1" or "gcc 12.2.0"; the
   * host warns when a Swift plugin's differs from its own. May be NULL. */
  const char *built_with;
  /* Called once before anything else. `host` is the process's one host, the same
   * pointer every `create` is given, and lives until deinit; `plugin_path` only
   * during the call. Non-zero refuses to load. [main-thread] */
  transhost_status (*init)(const transhost_host_t *host, const char *plugin_path);
  /* Releases resources. The host never unloads the library afterwards.
   * [main-thread] */
  void (*deinit)(void);
  /* A factory by id, or NULL. [thread-safe] */
  const void *(*get_factory)(const char *factory_id);
} transhost_entry_t;

/* The one symbol a plugin exports: its entry, the same pointer every time, or
 * NULL to refuse to load. [main-thread] */
typedef const transhost_entry_t *(*transhost_entry_v1_fn)(void);
TRANSHOST_EXPORT const transhost_entry_t *transhost_entry_v1(void);

/* ------------------------------------------------------------------------ */
/* Layout checks (LP64)                                                     */
/* ------------------------------------------------------------------------ */

/* The 1.0 layouts, which never change. */
#if defined(__LP64__) && !defined(__cplusplus)
_Static_assert(sizeof(transhost_rect_t) == 32, "transhost_rect_t layout");
_Static_assert(sizeof(transhost_transform_t) == 48, "transhost_transform_t layout");
_Static_assert(sizeof(transhost_color_t) == 32, "transhost_color_t layout");
_Static_assert(offsetof(transhost_entry_t, built_with) == 16, "transhost_entry_t layout");
_Static_assert(offsetof(transhost_entry_t, get_factory) == 40, "transhost_entry_t layout");
_Static_assert(sizeof(transhost_entry_t) == 48, "transhost_entry_t layout");
_Static_assert(offsetof(transhost_descriptor_t, id) == 8, "transhost_descriptor_t layout");
_Static_assert(TRANSHOST_DESCRIPTOR_SIZE_1_0 == 96, "transhost_descriptor_t 1.0 size");
_Static_assert(offsetof(transhost_descriptor_t, rank) == 96, "transhost_descriptor_t 1.2");
_Static_assert(offsetof(transhost_animator_t, transition_duration) == 16,
               "transhost_animator_t layout");
_Static_assert(offsetof(transhost_host_t, log) == 40, "transhost_host_t layout");
_Static_assert(offsetof(transhost_host_t, last_status) == 576, "transhost_host_t 1.0 prefix");
_Static_assert(offsetof(transhost_timing_t, duration) == 8, "transhost_timing_t layout");
_Static_assert(sizeof(transhost_parameter_t) == 56, "transhost_parameter_t layout");
_Static_assert(sizeof(transhost_parameter_value_t) == 40, "transhost_parameter_value_t layout");
/* The 1.3 layouts, which never change either. */
_Static_assert(offsetof(transhost_host_t, controller_create) == 584, "transhost_host_t 1.2 prefix");
_Static_assert(offsetof(transhost_host_t, view_get_values) == 800, "transhost_host_t 1.3 prefix");
_Static_assert(offsetof(transhost_host_t, layer_set_path) == 1120, "transhost_host_t 1.4 prefix");
_Static_assert(offsetof(transhost_host_t, gesture_create) == 1176, "transhost_host_t 1.5 prefix");
_Static_assert(sizeof(transhost_gesture_delegate_t) == TRANSHOST_GESTURE_DELEGATE_SIZE_1_6,
               "transhost_gesture_delegate_t layout");
_Static_assert(offsetof(transhost_host_t, gesture_touch) == 1328, "transhost_host_t 1.6 prefix");
_Static_assert(sizeof(transhost_touch_t) == TRANSHOST_TOUCH_SIZE_1_7, "transhost_touch_t layout");
_Static_assert(TRANSHOST_LAYER_ANIMATION_SIZE_1_4 == 608, "transhost_layer_animation_t 1.4 size");
_Static_assert(sizeof(transhost_layer_animation_t) == 608, "transhost_layer_animation_t layout");
_Static_assert(sizeof(transhost_path_element_t) == 56, "transhost_path_element_t layout");
_Static_assert(sizeof(transhost_path_t) == 16, "transhost_path_t layout");
_Static_assert(TRANSHOST_OBJECT_DESCRIPTOR_SIZE_1_3 == 80, "transhost_object_descriptor_t 1.3 size");
_Static_assert(sizeof(transhost_interaction_controller_t) == 56,
               "transhost_interaction_controller_t layout");
_Static_assert(sizeof(transhost_presentation_controller_t) == 104,
               "transhost_presentation_controller_t layout");
_Static_assert(sizeof(transhost_transitioning_delegate_t) == 64,
               "transhost_transitioning_delegate_t layout");
_Static_assert(sizeof(transhost_navigation_delegate_t) == 56, "transhost_navigation_delegate_t layout");
_Static_assert(sizeof(transhost_tab_bar_delegate_t) == 56, "transhost_tab_bar_delegate_t layout");
_Static_assert(sizeof(transhost_view_controller_t) == 72, "transhost_view_controller_t layout");
_Static_assert(sizeof(transhost_object_factory_t) == 40, "transhost_object_factory_t layout");
_Static_assert(sizeof(transhost_coordinator_state_t) == 96, "transhost_coordinator_state_t layout");
/* The 1.4 layouts. */
_Static_assert(sizeof(transhost_constraint_t) == TRANSHOST_CONSTRAINT_SIZE_1_4,
               "transhost_constraint_t layout");
_Static_assert(offsetof(transhost_constraint_t, priority) == 48, "transhost_constraint_t layout");
#elif defined(__LP64__) && defined(__cplusplus)
static_assert(sizeof(transhost_rect_t) == 32, "transhost_rect_t layout");
static_assert(sizeof(transhost_entry_t) == 48, "transhost_entry_t layout");
static_assert(offsetof(transhost_host_t, log) == 40, "transhost_host_t layout");
static_assert(offsetof(transhost_host_t, last_status) == 576, "transhost_host_t 1.0 prefix");
#endif

#ifdef __cplusplus
}
#endif

#endif /* TRANSHOST_H */
