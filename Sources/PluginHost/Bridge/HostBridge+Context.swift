import CTransitionABI
import TransitionEngine

extension HostBridge {
  func containerView(_ ctx: UInt64) -> UInt64 {
    return withContext(ctx, "context_container_view", or: 0) { context in
      return handle(for: context.containerView)
    }
  }

  func viewController(_ ctx: UInt64, _ key: transhost_key) -> UInt64 {
    return withContext(ctx, "context_view_controller", or: 0) { context in
      guard let key = contextKey(key, "context_view_controller") else { return 0 }
      return handle(for: context.viewController(forKey: key))
    }
  }

  func contextView(_ ctx: UInt64, _ key: transhost_key) -> UInt64 {
    return withContext(ctx, "context_view", or: 0) { context in
      guard let key = contextKey(key, "context_view") else { return 0 }
      return handle(for: context.view(forKey: key))
    }
  }

  func frame(
    _ ctx: UInt64, _ controllerHandle: UInt64, initial: Bool,
    _ out: UnsafeMutablePointer<transhost_rect_t>?
  ) -> transhost_status {
    let call = initial ? "context_initial_frame" : "context_final_frame"
    guard let out else { return reject(call, "out_frame is NULL") }
    return withContext(ctx, call, or: Status.invalidHandle) { context in
      withController(controllerHandle, call, or: Status.invalidHandle) { controller in
        let rect =
          initial ? context.initialFrame(for: controller) : context.finalFrame(for: controller)
        out.pointee = cRect(rect)
        return Status.ok
      }
    }
  }

  func contextFlag(_ ctx: UInt64, _ call: String, _ read: (TransitionContext) -> Bool) -> Bool {
    return withContext(ctx, call, or: false) { context in
      return read(context)
    }
  }

  func presentationStyle(_ ctx: UInt64) -> transhost_style {
    // Lent, as the other context reads are: a context has a side table, so a retain and
    // its release take the runtime's slow path.
    withContext(ctx, "context_presentation_style", or: transhost_style(TRANSHOST_STYLE_NONE)) {
      transhost_style($0.presentationStyle.rawValue)
    }
  }

  func operation(_ ctx: UInt64) -> transhost_operation {
    withContext(ctx, "context_operation", or: transhost_operation(TRANSHOST_OPERATION_FAILED)) {
      cOperation($0.operation)
    }
  }

  func targetTransform(
    _ ctx: UInt64, _ out: UnsafeMutablePointer<transhost_transform_t>?
  ) -> transhost_status {
    guard let out else { return reject("context_target_transform", "out_transform is NULL") }
    return withContext(ctx, "context_target_transform", or: Status.invalidHandle) { context in
      out.pointee = cTransform(context.targetTransform)
      return Status.ok
    }
  }

  func completeTransition(_ ctx: UInt64, _ didComplete: Bool) -> transhost_status {
    // Lent: ending the transition forgets its handles only once the plugin call has
    // returned (``transitionEnded(_:)``), so the table holds the context throughout.
    return withContext(ctx, "context_complete_transition", or: Status.invalidHandle) {
      context in
      if context.phase == .completed || context.phase == .cancelled {
        context.completeTransition(didComplete)
        return Status.badState
      }
      context.completeTransition(didComplete)
      return Status.ok
    }
  }

  func interactive(
    _ ctx: UInt64, _ call: String, _ body: (TransitionContext) -> Void
  ) -> transhost_status {
    return withContext(ctx, call, or: Status.invalidHandle) { context in
      guard context.phase == .scheduled || context.phase == .inFlight else {
        return reject(call, "the transition is \(context.phase.rawValue)", status: Status.badState)
      }
      body(context)
      return Status.ok
    }
  }

  func updateInteractive(_ ctx: UInt64, _ percent: Double) -> transhost_status {
    guard percent.isFinite else {
      return reject("context_update_interactive", "percent \(percent) is not a finite number")
    }
    return interactive(ctx, "context_update_interactive") {
      $0.updateInteractiveTransition(percent)
    }
  }

  func controllerView(_ controllerHandle: UInt64) -> UInt64 {
    return withController(controllerHandle, "controller_view", or: 0) { controller in
      return handle(for: controller.view)
    }
  }

  func controllerName(_ controllerHandle: UInt64) -> UnsafePointer<CChar>? {
    guard let controller = controller(controllerHandle, "controller_name") else { return nil }
    return returning(controller.name)
  }

  @inline(__always)
  func contextKey(_ raw: transhost_key, _ call: String) -> TransitionContext.Key? {
    switch raw {
    case transhost_key(TRANSHOST_KEY_FROM): return .from
    case transhost_key(TRANSHOST_KEY_TO): return .to
    default:
      rejectKey(raw, call)
      return nil
    }
  }

  /// Rejects `call` for key `raw`. Out of line, as ``rejectHandle(_:_:kind:)`` is: the
  /// keys' mapping is inlined into the callbacks, the message's formatting is not.
  @inline(never)
  private func rejectKey(_ raw: transhost_key, _ call: String) {
    _ = reject(call, "key \(raw) is neither TRANSHOST_KEY_FROM nor TRANSHOST_KEY_TO")
  }
}

/// The `transhost_operation` value of `operation`.
func cOperation(_ operation: TransitionOperation) -> transhost_operation {
  switch operation {
  case .present: transhost_operation(TRANSHOST_OPERATION_PRESENT)
  case .dismiss: transhost_operation(TRANSHOST_OPERATION_DISMISS)
  case .push: transhost_operation(TRANSHOST_OPERATION_PUSH)
  case .pop: transhost_operation(TRANSHOST_OPERATION_POP)
  case .tab: transhost_operation(TRANSHOST_OPERATION_TAB)
  }
}

/// `operation`'s bit in a `transhost_operation_mask`: `TRANSHOST_OPERATION_BIT(op)`.
func operationBit(_ operation: TransitionOperation) -> transhost_operation_mask {
  1 << transhost_operation_mask(cOperation(operation))
}

func cRect(_ rect: Rect) -> transhost_rect_t {
  transhost_rect_t(
    x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
}

func swiftRect(_ rect: transhost_rect_t) -> Rect {
  Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
}

func cTransform(_ t: AffineTransform) -> transhost_transform_t {
  transhost_transform_t(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
}

func swiftTransform(_ t: transhost_transform_t) -> AffineTransform {
  AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
}

/// Whether every value is finite (up to six; the ones left out are 0). Not a variadic
/// list: a variadic call allocates its array every time, and `animation_begin`,
/// `view_set_rect` and the like check their numbers on every call.
@inline(__always)
func allFinite(
  _ a: Double, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0, _ e: Double = 0,
  _ f: Double = 0
) -> Bool {
  a.isFinite && b.isFinite && c.isFinite && d.isFinite && e.isFinite && f.isFinite
}
