import Foundation
import Testing
@testable import GeneratedMail

/// The mail router through presentations: the compose sheet is presented before the stack or
/// the viewer inside it moves, and the trace equals `kinship run specs/mail.yaml --open URL`.
@MainActor
@Suite struct MailRouterTests {
    typealias H = TraceHarness

    @Test(arguments: ["mail://inbox/message/7", "mail://compose?to=ann", "mail://compose/recipients", "mail://compose/attachment"])
    func openMatchesRunOpen(_ url: String) throws {
        let parsed = MailRouter.route(for: try #require(URL(string: url)))
        try H.expectRouterMatchesRunOpen(spec: "specs/mail.yaml", url: url, makeRoot: { MailAssembly.makeRoot() },
                                             inputs: { root in parsed.map { MailRouter.setInputs(of: $0, on: root) } ?? false }) { root in
            parsed.map { route in MailRouter.steps(for: route).map { step in H.RouterStep(event: step.path + "." + step.transition) { step.perform(root, true) } } }
        }
    }

    @Test func parsesTypedParameters() throws {
        #expect(MailRouter.route(for: try #require(URL(string: "mail://inbox/message/7"))) == .message(id: 7))
        #expect(MailRouter.route(for: try #require(URL(string: "mail://inbox/message/seven"))) == nil)
        #expect(MailRouter.route(for: try #require(URL(string: "mail://compose?to=ann%40example.com"))) == .compose(address: "ann@example.com"))
        #expect(MailRouter.route(for: try #require(URL(string: "mail://compose"))) == .compose(address: nil))
    }
}
