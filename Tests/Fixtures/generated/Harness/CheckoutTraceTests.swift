import KinshipUIKit
import Testing
@testable import GeneratedCheckout

/// The proof that the code apps ship makes the plan's calls: the spec's golden uikit code (as
/// `kinship generate` writes it, compiled unchanged against the model through the test-only
/// `UIKit` module) traces exactly what the runtime traces for the same events.
@MainActor
@Suite struct CheckoutTraceTests {
    typealias H = TraceHarness

    @Test func checkout() throws {
        let shop = { (run: @escaping (ShopViewController) -> Bool) in H.on("Shop", ShopViewController.self, run) }
        let cart = { (run: @escaping (CartViewController) -> Bool) in H.on("Shop/cart", CartViewController.self, run) }
        let actions: [String: H.Action] = [
            "pay": shop { $0.pay() }, "back": shop { $0.back() }, "done": shop { $0.done() }, "restart": shop { $0.restart() },
            "Shop/cart.review": cart { $0.review() }, "Shop/cart.edit": cart { $0.edit() },
        ]
        try H.expectSameTrace(spec: "specs/checkout.yaml",
                              events: "Shop/cart.review,pay,back,pay,done,restart,Shop/cart.edit,resize(844x390),background,foreground",
                              actions: actions) { CheckoutAssembly.makeRoot() }
    }

    /// The summary's output goes up through the cart's `emit` to the shop, which sets the
    /// payment's amount from the payload and shows it; the receipt gets the payment's receipt.
    @Test func outputsThroughTwoContainers() throws {
        func raise<T: UIViewController>(_ path: String, _ type: T.Type, _ body: @escaping (T) -> Void) -> H.Action {
            H.on(path, type) { body($0); return true }
        }
        let actions: [String: H.Action] = [
            "items.reviewTapped": raise("Shop/cart/items", ItemsViewController.self) { $0.outputs.reviewTapped() },
            "summary.checkout(total: 12.5)": raise("Shop/cart/summary", SummaryViewController.self) { $0.outputs.checkout(12.5) },
            "payment.couponApplied(discount: 2)": raise("Shop/payment", PaymentViewController.self) { $0.outputs.couponApplied(2) },
            "payment.cancelled": raise("Shop/payment", PaymentViewController.self) { $0.outputs.cancelled() },
            "payment.paid(receipt: R1)": raise("Shop/payment", PaymentViewController.self) { $0.outputs.paid("R1") },
            "receipt.close": raise("Shop/receipt", ReceiptViewController.self) { $0.outputs.close() },
            "summary.edit": raise("Shop/cart/summary", SummaryViewController.self) { $0.outputs.edit() },
        ]
        var root: ShopViewController?
        try H.expectSameTrace(spec: "specs/checkout.yaml",
                              events: "items.reviewTapped,summary.checkout(total: 12.5),payment.couponApplied(discount: 2),payment.cancelled,"
                                  + "summary.checkout(total: 12.5),payment.paid(receipt: R1),receipt.close,summary.edit",
                              actions: actions) {
            let made = CheckoutAssembly.makeRoot()
            root = made
            return made
        }
        #expect((root?.controller(.payment) as? PaymentViewController)?.amount == 12.5)
        #expect((root?.controller(.receipt) as? ReceiptViewController)?.receipt == "R1")
        #expect((root?.controller(.cart) as? CartViewController)?.discount == 2)
    }
}
