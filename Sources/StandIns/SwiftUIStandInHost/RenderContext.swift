#if !canImport(SwiftUI)
    import SwiftUIStandIn

    /// Where a view is rendered: its host, its environment and its place (path) in the tree.
    @MainActor
    struct RenderContext {
        let host: ViewHost
        let environment: EnvironmentValues
        let path: String

        func with(environment: EnvironmentValues) -> RenderContext {
            RenderContext(host: host, environment: environment, path: path)
        }

        /// Renders `view` as the child `key` of this place: a primitive view is applied; a view with a body is
        /// evaluated, or its last output kept when none of its inputs changed.
        func render(_ view: any View, key: String) {
            let child = RenderContext(host: host, environment: environment, path: "\(path)/\(key):\(type(of: view))")
            if let primitive = view as? any PrimitiveView {
                primitive.render(in: child)
            } else {
                child.host.renderComposite(view, in: child)
            }
        }
    }

    /// A view the host renders itself: containers, controls and modified content.
    @MainActor
    protocol PrimitiveView {
        func render(in context: RenderContext)
    }

    /// A modifier the host applies itself.
    @MainActor
    protocol PrimitiveModifier {
        func render(content: any View, in context: RenderContext)
    }

    /// A dynamic property the host fills before it evaluates a body: a state gets its box, an environment
    /// property the environment of the place.
    @MainActor
    protocol InstallableProperty {
        func install(in context: RenderContext, key: String, into inputs: inout ViewHost.Inputs)
    }

    extension State: InstallableProperty {
        func install(in context: RenderContext, key: String, into inputs: inout ViewHost.Inputs) {
            let box = context.host.stateBox(for: key, initial: StateBox(location.initial))
            location.box = box
            inputs.states.append(ViewHost.StateRead(box: box, version: box.version))
            inputs.stateKeys.append(key)
        }
    }

    extension Environment: InstallableProperty {
        func install(in context: RenderContext, key: String, into inputs: inout ViewHost.Inputs) {
            storage.values = context.environment
            let keyPath = self.keyPath
            inputs.environment.append(
                ViewHost.EnvironmentRead(
                    read: { $0[keyPath: keyPath] },
                    value: context.environment[keyPath: keyPath]
                )
            )
        }
    }

    extension StateBox: ViewHost.VersionedBox {}
#endif
