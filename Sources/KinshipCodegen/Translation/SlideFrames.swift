import KinshipPlan
import KinshipSpec

/// Kinship's slides as frame arithmetic: where the incoming view starts (off the slot, on the
/// side it comes from) and where the outgoing view ends (off the other side). `slideUp` brings
/// the new view up from below and sends the old one out at the top; the others alike.
struct SlideFrames {
    let animation: Animation
    /// The axis the views move along, and the sign of the incoming view's starting offset.
    private let vertical: Bool
    private let sign: Int

    /// nil for animations that are not slides.
    init?(_ animation: Animation) {
        switch animation {
        case .slideUp: (vertical, sign) = (true, 1)
        case .slideDown: (vertical, sign) = (true, -1)
        case .slideLeft: (vertical, sign) = (false, 1)
        case .slideRight: (vertical, sign) = (false, -1)
        default: return nil
        }
        self.animation = animation
    }

    /// `frame` moved one slot length away: where the incoming view starts, or where the
    /// outgoing one ends (the opposite side).
    func offset(_ frame: String, incoming: Bool) -> String {
        let s = incoming ? sign : -sign
        let length = (s < 0 ? "-" : "") + frame + (vertical ? ".height" : ".width")
        return frame + (vertical ? ".offsetBy(dx: 0, dy: " + length + ")" : ".offsetBy(dx: " + length + ", dy: 0)")
    }
}
