import Foundation
import KinshipUIKit

// Launches the generated Tunnel container on the UIKit model, flips it both ways and prints
// the callbacks every controller saw: the same lines as `kinship run tunnel.yaml --events reveal,conceal`.
MainActor.assumeIsolated {
    let loop = UIModelRunLoop.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tunnel = TunnelAssembly.makeRoot()
    window.rootViewController = tunnel
    window.makeKeyAndVisible()
    loop.endTurn()
    for transition in [tunnel.reveal, tunnel.conceal] {
        loop.runUntilIdle()
        _ = transition(true, nil)
        loop.endTurn()
    }
    loop.runUntilIdle()
    for line in loop.trace.lines { print(line) }
}
