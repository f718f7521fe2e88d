import NIOCore
import NIOHTTPTypes

/// Closes a connection that is slow to send its request: headers not complete within the
/// head deadline of the connection opening (or of the last answer, on a kept-alive
/// connection), a body not complete within the body deadline of its headers.
///
/// Without it a client could open connections and trickle bytes (or send nothing) for ever,
/// each holding a socket and a task. The deadlines bound reading a request only: once a
/// request is read, its answer (an event stream, say) takes as long as it takes.
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let timeouts: StudioServer.Timeouts
    /// The pending close, if the connection is waiting for part of a request.
    private var deadline: Scheduled<Void>?

    /// A handler closing connections past `timeouts`.
    init(timeouts: StudioServer.Timeouts) {
        self.timeouts = timeouts
    }

    func handlerAdded(context: ChannelHandlerContext) {
        arm(timeouts.head, context: context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head: arm(timeouts.body, context: context)
        case .body: break
        case .end:
            deadline?.cancel()
            deadline = nil
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // After an answer, a kept-alive connection must send its next request in time.
        if case .end = unwrapOutboundIn(data) { arm(timeouts.head, context: context) }
        context.write(data, promise: promise)
    }

    /// Replaces the pending close with one after `timeout`.
    private func arm(_ timeout: TimeAmount, context: ChannelHandlerContext) {
        deadline?.cancel()
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        deadline = context.eventLoop.scheduleTask(in: timeout) {
            loopBound.value.close(promise: nil)
        }
    }
}
