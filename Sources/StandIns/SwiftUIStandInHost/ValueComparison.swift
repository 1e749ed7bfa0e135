#if !canImport(SwiftUI)
    import SwiftUIStandIn

    /// How SwiftUI compares an input of a view (its value, or an environment value it reads) with the last one,
    /// to decide whether the view's body runs again: it runs again when, and only when, an input compares unequal.
    ///
    /// - `Equatable` values compare with `==`.
    /// - A class instance is equal only to itself; a metatype only to itself.
    /// - A closure is equal only when its function and its context are the same: a closure that captures nothing
    ///   is equal to itself across renders; one that captures anything gets a new context each time it is made.
    /// - Everything else compares field by field (structs, tuples, enum payloads, optionals, collections).
    /// - The dynamic properties compare as SwiftUI keeps them: `State` by its initial value, `Environment` by its key
    ///   path, `Binding` by its place and the value it held when it was made.
    ///
    /// Where a rule is uncertain, the comparison says "changed": a test can count more evaluations than SwiftUI
    /// makes, never fewer.
    package enum ValueComparison {
        /// Whether SwiftUI would find `old` and `new` the same.
        package static func isSame(_ old: Any, _ new: Any) -> Bool {
            guard type(of: old) == type(of: new) else { return false }
            if let old = old as? any Any.Type, let new = new as? any Any.Type {
                return ObjectIdentifier(old) == ObjectIdentifier(new)
            }
            if let old = old as? any ComparedByParts {
                return parts(of: old, areSameAs: new)
            }
            if let old = old as? any Equatable {
                return isEqual(old, new)
            }
            if type(of: old) is AnyClass {
                return (old as AnyObject) === (new as AnyObject)
            }
            let oldMirror = Mirror(reflecting: old)
            let newMirror = Mirror(reflecting: new)
            switch oldMirror.displayStyle {
            case .struct?, .tuple?, .optional?, .collection?:
                return children(oldMirror, areSameAs: newMirror)
            case .enum?:
                // A case without a payload has no child: its bits say which case it is.
                if oldMirror.children.isEmpty && newMirror.children.isEmpty {
                    return hasSameBits(old, new)
                }
                return children(oldMirror, areSameAs: newMirror)
            case .class?:
                return (old as AnyObject) === (new as AnyObject)
            case nil:
                // A closure (its function and context), or another value with no fields to compare: bit by bit.
                return hasSameBits(old, new)
            default:
                // Sets and dictionaries have no order to compare their elements in.
                return false
            }
        }

        private static func isEqual<Value: Equatable>(_ old: Value, _ new: Any) -> Bool {
            guard let new = new as? Value else { return false }
            return old == new
        }

        private static func parts<Value: ComparedByParts>(of old: Value, areSameAs new: Any) -> Bool {
            guard let new = new as? Value else { return false }
            let oldParts = old.comparedParts
            let newParts = new.comparedParts
            return oldParts.count == newParts.count && zip(oldParts, newParts).allSatisfy { isSame($0, $1) }
        }

        private static func children(_ old: Mirror, areSameAs new: Mirror) -> Bool {
            guard old.children.count == new.children.count else { return false }
            for (oldChild, newChild) in zip(old.children, new.children) {
                guard oldChild.label == newChild.label, isSame(oldChild.value, newChild.value) else { return false }
            }
            return true
        }

        private static func hasSameBits(_ old: Any, _ new: Any) -> Bool {
            bits(of: old) == bits(of: new)
        }

        /// The bits of the value inside `value`, not of the existential box around it.
        private static func bits(of value: Any) -> [UInt8] {
            func open<Value>(_ value: Value) -> [UInt8] {
                withUnsafeBytes(of: value) { Array($0) }
            }
            return open(value)
        }
    }

    /// A value SwiftUI compares by some of its parts only: the dynamic properties.
    protocol ComparedByParts {
        var comparedParts: [Any] { get }
    }

    extension State: ComparedByParts {
        /// SwiftUI keeps a state's value in its graph; a new view value only brings the initial value.
        var comparedParts: [Any] { [location.initial] }
    }

    extension Environment: ComparedByParts {
        /// The key path; the value read is compared as a dependency of the view.
        var comparedParts: [Any] { [keyPath] }
    }

    extension Binding: ComparedByParts {
        /// Where it reads and writes, and the value it held when it was made.
        var comparedParts: [Any] { [ObjectIdentifier(location), snapshot as Any] }
    }
#endif
