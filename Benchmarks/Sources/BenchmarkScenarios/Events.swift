import ResponderChain

// Event dispatch at depth 16 with a transform halfway; the top level handles the transformed event. The library:
// a hierarchy of typed handleEvent responders for another type (skipped), a transformEvent at level 8 and a typed
// handleEvent at the top, entered with `trigger(_:)`: the nodes the SwiftUI modifiers make for closures that decide
// at once. The baseline: the same levels as closures nested by hand, each with the same type check.

struct Tapped: Event {}
struct Selected: Event {}
struct Other: Event {}

@MainActor
func eventPosition(depth: Int) -> ResponderPosition {
    var position = ResponderPosition.root.adding(.handleEvent(Selected.self, .synchronous { _ in }))
    for level in 0..<depth {
        if level == depth / 2 {
            position = position.adding(.transformEvent(Tapped.self, .synchronous { _ in Selected() }))
        } else {
            position = position.adding(.handleEvent(Other.self, .synchronous { _ in }))
        }
    }
    return position
}

func nestedClosures(depth: Int) -> (any Event) -> Bool {
    var next: (any Event) -> Bool = { $0 is Selected }
    for level in 0..<depth {
        let outer = next
        if level == depth / 2 {
            next = { event in
                guard event is Tapped else { return outer(event) }
                return outer(Selected())
            }
        } else {
            next = { event in
                if event as? Other != nil { return true }
                return outer(event)
            }
        }
    }
    return next
}

extension Scenarios {
    static func events() -> [Scenario] {
        let subject = "event dispatch depth 16, transform halfway"
        return [
            Scenario("Events", subject, "baseline: hand-nested closures", baseline: true) { count in
                let nested = nestedClosures(depth: 16)
                let event: any Event = Tapped()
                for _ in 0..<count { consume(nested(event)) }
            },
            Scenario("Events", subject, "ResponderPosition.trigger") { count in
                let position = eventPosition(depth: 16)
                let event: any Event = Tapped()
                for _ in 0..<count { consume(await position.trigger(event).isHandled) }
            },
        ]
    }
}
