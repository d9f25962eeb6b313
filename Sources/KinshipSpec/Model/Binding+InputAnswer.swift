/// A container's answer to one of its own inputs: `self.showID: [{ set: show.showID }, openShow]`.
/// It is an `on:` binding whose child is `self`; the payload is the input's value, one field
/// named after the input, so `set`, `emit` and `run` read it as they read a child's output.
extension Binding {
    /// The word before the dot of an input's answer (a Swift keyword, so never a child's name).
    public static let selfName = "self"

    /// Whether the binding answers one of the container's own inputs (`self.INPUT`).
    public var answersInput: Bool { child.value == Self.selfName }
}

extension Container {
    /// Input `name` seen as the output its answer binds: its payload is the input itself.
    public func inputAsOutput(named name: String) -> Output? {
        guard let input = input(named: name) else { return nil }
        var output = Output(name: input.name, range: input.name.range)
        output.payload = [input]
        return output
    }

    /// The answer to input `name`, if `on:` has one.
    public func answer(toInput name: String) -> Binding? { binding(child: Binding.selfName, output: name) }
}
