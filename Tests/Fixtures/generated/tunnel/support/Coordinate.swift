// Written by hand: the app's own payload type, which tunnel.yaml names (`location: Coordinate`)
// and the generated code passes along without knowing what it is.

/// A place on a map.
struct Coordinate: Sendable, Equatable {
    var latitude: Double
    var longitude: Double
}
