import KinshipUIKit
import Testing
@testable import GeneratedMail

/// Presets that present: the generated navigation controllers present and dismiss with the plan's
/// calls and read their presentation slots back from UIKit, so the user's swipe is seen too.
@MainActor
@Suite struct MailTraceTests {
    typealias H = TraceHarness

    @Test func mail() throws {
        let actions: [String: H.Action] = [
            "open": H.on("Mail", Mail.self) { $0.open() },
            "tapBack(message)": H.back("Mail"),
            "write": H.on("Mail", Mail.self) { $0.write() },
            "sent": H.on("Mail", Mail.self) { $0.sent() },
            "addRecipients": H.on("Mail/compose", ComposeFlow.self) { $0.addRecipients() },
            "doneRecipients": H.on("Mail/compose", ComposeFlow.self) { $0.doneRecipients() },
            "viewAttachment": H.on("Mail/compose", ComposeFlow.self) { $0.viewAttachment() },
            "closeViewer": H.on("Mail/compose", ComposeFlow.self) { $0.closeViewer() },
            "swipeDown(compose)": H.swipe("Mail/compose"),
            "swipeDownCancelled(compose)": H.swipe("Mail/compose", cancelled: true),
        ]
        try H.expectSameTrace(spec: "specs/mail.yaml",
                              events: "open,write,addRecipients,viewAttachment,closeViewer,doneRecipients,sent,tapBack(message),write,viewAttachment,sent,write,swipeDownCancelled(compose),swipeDown(compose),write,resize(844x390),background,foreground,sent",
                              actions: actions) { MailAssembly.makeRoot() }
    }

    @Test func stateFollowsTheSwipe() throws {
        _ = H.generatedTrace(events: "", actions: [:]) { MailAssembly.makeRoot() }
        let loop = UIModelRunLoop.main
        let mail = try #require(loop.windows.last?.rootViewController as? Mail)
        #expect(mail.write())
        loop.runUntilIdle()
        #expect(mail.state.sheet == .compose)
        let compose = try #require(mail.presentedViewController)
        #expect(compose.simulateSwipeDown())
        loop.runUntilIdle()
        #expect(mail.state.sheet == nil)
        #expect(!mail.sent(), "sent is guarded by from: compose")
    }
}
