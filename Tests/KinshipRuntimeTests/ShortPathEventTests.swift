import Foundation
import KinshipSyntax
@testable import KinshipRuntime
import Testing

/// An event whose PATH starts partway down (`checkout/cart.proceed`, the way a trace line of a
/// controller made ahead once printed it) names nothing, and says which full PATH it meant.
@MainActor @Suite struct ShortPathEventTests {
    static let spec = """
        kinship: 1
        screens:
          Cart: { class: CartViewController, outputs: { proceed: { cartID: String }, later: {} } }
          Address: { class: AddressViewController, inputs: { cartID: String } }
        containers:
          Checkout:
            kind: navigation
            children: { cart: Cart, address: Address }
            slots:
              content: { accepts: [cart, address], initial: cart }
            transitions:
              next: { content: { push: address, from: cart } }
            on:
              cart.proceed: [{ set: address.cartID }, next]
              cart.later: next
          Shop:
            children: { checkout: Checkout }
            slots:
              main: { accepts: [checkout], initial: checkout }
        root: Shop
        """

    @Test("an output event with values, from partway down: did you mean the full PATH")
    func outputWithValues() throws {
        let spec = try RuntimeHarness.spec(yaml: Self.spec)
        let runtime = try RuntimeHarness.run(spec, #"checkout/cart.proceed(cartID: "c1")"#)
        #expect(runtime.diagnostics.map(\.id) == [.unknownEvent] as [DiagnosticID])
        #expect(
            runtime.diagnostics.first?.message.contains(
                #"did you mean 'Shop/checkout/cart.proceed(cartID: "c1")'? (a PATH starts at the root)"#) == true)
    }

    @Test("a transition or output without values, from partway down")
    func transitionAndOutput() throws {
        let spec = try RuntimeHarness.spec(yaml: Self.spec)
        let transition = try RuntimeHarness.run(spec, "checkout.next")
        // `checkout` alone is no type, and no PATH: the type's did-you-mean stands.
        #expect(transition.diagnostics.map(\.id) == [.unknownEvent] as [DiagnosticID])
        let output = try RuntimeHarness.run(spec, "checkout/cart.later")
        #expect(
            output.diagnostics.first?.message.contains(
                "no live container instance at 'checkout/cart'; did you mean 'Shop/checkout/cart.later'?") == true)
        // The full PATH works.
        let full = try RuntimeHarness.run(spec, "Shop/checkout/cart.later")
        #expect(full.diagnostics.isEmpty)
    }
}

/// A `set` on a child container made ahead of the move that shows it, answered by a `set` on that
/// container's own child: both lines name the controller by its full PATH, as its later
/// callbacks do (the second printed `checkout/address.set(cartID)`).
@MainActor @Suite struct MadeAheadSetPathTests {
    static let spec = """
        kinship: 1
        screens:
          Home: { class: HomeViewController, outputs: { buy: { cartID: String } } }
          Cart: { class: CartViewController, outputs: { proceed: {} } }
          Address: { class: AddressViewController, inputs: { cartID: String } }
        containers:
          Checkout:
            kind: navigation
            children: { cart: Cart, address: Address }
            slots:
              content: { accepts: [cart, address], initial: cart }
            transitions:
              next: { content: { push: address, from: cart } }
            inputs: { cartID: String }
            on:
              self.cartID: { set: address.cartID }
              cart.proceed: next
          Shop:
            kind: navigation
            children: { home: Home, checkout: Checkout }
            slots:
              content: { accepts: [home], initial: home }
              sheet: { kind: presentation, accepts: [checkout] }
            transitions:
              buy: { sheet: { present: checkout } }
            on:
              home.buy: [{ set: checkout.cartID }, buy]
          App:
            kind: tabs
            children: { shop: Shop, other: Cart }
            slots:
              content: { accepts: [shop, other], initial: shop }
        root: App
        """

    @Test func setLinesNameTheFullPath() throws {
        let spec = try RuntimeHarness.spec(yaml: Self.spec)
        let runtime = try RuntimeHarness.run(spec, #"App/shop/home.buy(cartID: "c1"),App/shop/checkout/cart.proceed"#)
        let sets = runtime.traceLines.filter { $0.contains(".set(") }
        #expect(sets == ["App/shop/checkout.set(cartID)", "App/shop/checkout/address.set(cartID)"])
        #expect(runtime.traceLines.contains("App/shop/checkout/address.viewDidLoad"))
    }
}
