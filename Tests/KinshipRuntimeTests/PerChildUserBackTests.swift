import Foundation
import KinshipPlan
import KinshipSyntax
@testable import KinshipRuntime
import Testing

/// `userBack: { confirm: false }`: a checkout hides Back on its confirmation page alone. The
/// user's Back and edge swipe are refused there and work on the other pages.
@MainActor @Suite struct PerChildUserBackTests {
    static let spec = """
        kinship: 1
        screens:
          Cart: CartViewController
          Address: AddressViewController
          Confirm: ConfirmViewController
        containers:
          Checkout:
            kind: navigation
            children: { cart: Cart, address: Address, confirm: Confirm }
            slots:
              content: { accepts: [cart, address, confirm], initial: cart, userBack: { confirm: false } }
            transitions:
              next: { content: { push: address, from: cart } }
              place: { content: { push: confirm, from: address } }
        root: Checkout
        """

    @Test func backIsRefusedOnTheConfirmationPageAlone() throws {
        let spec = try RuntimeHarness.spec(yaml: Self.spec)
        let refused = try RuntimeHarness.run(spec, "next,place,tapBack(confirm),swipeBack(confirm)")
        #expect(refused.diagnostics.map(\.id) == [.invalidEvent, .invalidEvent] as [DiagnosticID])
        #expect(refused.diagnostics.first?.message.contains("'confirm' hides its Back button in 'Checkout'") == true)
        #expect(!refused.traceLines.contains("Checkout/confirm.willMove(toParent: nil)"))
        let allowed = try RuntimeHarness.run(spec, "next,tapBack(address)")
        #expect(allowed.diagnostics.isEmpty)
        #expect(allowed.traceLines.contains("Checkout/address.didMove(toParent: nil)"))
    }

    @Test func thePlanSaysSo() throws {
        let spec = try RuntimeHarness.spec(yaml: Self.spec)
        let plan = PlanTextRenderer().render(PlanLowering.lower(spec))
        #expect(plan.contains("; no user back from confirm (their Back button hidden)"), "\(plan)")
    }
}
