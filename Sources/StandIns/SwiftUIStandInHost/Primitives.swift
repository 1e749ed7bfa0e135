#if !canImport(SwiftUI)
    import SwiftUIStandIn

    // How the host renders each primitive view and applies each primitive modifier of the stand-in.

    extension EmptyView: PrimitiveView {
        func render(in context: RenderContext) {}
    }

    extension Text: PrimitiveView {
        func render(in context: RenderContext) {
            context.host.addText(content)
        }
    }

    extension Button: PrimitiveView {
        func render(in context: RenderContext) {
            let texts = context.host.collectingTexts { context.render(label, key: "label") }
            context.host.addButton(title: texts.joined(separator: " "), role: role, action: action)
        }
    }

    extension VStack: PrimitiveView {
        func render(in context: RenderContext) {
            context.render(content, key: "0")
        }
    }

    extension ScrollView: PrimitiveView {
        func render(in context: RenderContext) {
            context.render(content, key: "0")
        }
    }

    extension TextField: PrimitiveView {
        func render(in context: RenderContext) {
            context.host.addField(title: title, text: text)
        }
    }

    extension Group: PrimitiveView {
        func render(in context: RenderContext) {
            context.render(content, key: "0")
        }
    }

    extension AnyView: PrimitiveView {
        func render(in context: RenderContext) {
            context.render(view, key: "any")
        }
    }

    extension ForEach: PrimitiveView {
        func render(in context: RenderContext) {
            for element in data {
                context.render(content(element), key: "\(element[keyPath: id])")
            }
        }
    }

    extension TupleView: PrimitiveView {
        func render(in context: RenderContext) {
            for (index, child) in children.enumerated() {
                context.render(child, key: "\(index)")
            }
        }
    }

    extension _ConditionalContent: PrimitiveView {
        func render(in context: RenderContext) {
            switch storage {
            case .trueContent(let content): context.render(content, key: "t")
            case .falseContent(let content): context.render(content, key: "f")
            }
        }
    }

    extension Optional: PrimitiveView where Wrapped: View {
        func render(in context: RenderContext) {
            if let view = self { context.render(view, key: "some") }
        }
    }

    extension _ViewModifier_Content: PrimitiveView {
        func render(in context: RenderContext) {
            guard let content = slot.content else { return }
            context.render(content, key: "content")
        }
    }

    extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
        func render(in context: RenderContext) {
            if let primitive = modifier as? any PrimitiveModifier {
                primitive.render(content: content, in: context)
            } else {
                context.host.renderModifier(modifier, content: content, in: context)
            }
        }
    }

    extension EnvironmentWritingModifier: PrimitiveModifier {
        func render(content: any View, in context: RenderContext) {
            var environment = context.environment
            environment[keyPath: keyPath] = value
            context.with(environment: environment).render(content, key: "c")
        }
    }

    extension EnvironmentTransformingModifier: PrimitiveModifier {
        func render(content: any View, in context: RenderContext) {
            var environment = context.environment
            transform(&environment[keyPath: keyPath])
            context.with(environment: environment).render(content, key: "c")
        }
    }

    extension AppearModifier: PrimitiveModifier {
        func render(content: any View, in context: RenderContext) {
            context.host.lifecycle(at: context.path, appear: appear, disappear: disappear)
            context.render(content, key: "c")
        }
    }

    extension TaskModifier: PrimitiveModifier {
        func render(content: any View, in context: RenderContext) {
            context.host.task(at: context.path, id: id, priority: priority, action: action)
            context.render(content, key: "c")
        }
    }

    extension TapGestureModifier: PrimitiveModifier {
        func render(content: any View, in context: RenderContext) {
            let texts = context.host.collectingTexts { context.render(content, key: "c") }
            context.host.addTappable(label: texts.joined(separator: " "), taps: count, action: action)
        }
    }

    extension OverlayModifier: PrimitiveModifier {
        func render(content: any View, in context: RenderContext) {
            context.render(content, key: "c")
            context.render(overlay, key: "overlay")
        }
    }

    extension IdentityModifier: PrimitiveModifier {
        func render(content: any View, in context: RenderContext) {
            // A new identity is a new place in the tree: the views inside start with fresh state.
            context.render(content, key: "id(\(id))")
        }
    }

    extension AlertModifier: PrimitiveModifier {
        func render(content: any View, in context: RenderContext) {
            context.render(content, key: "c")
            guard isPresented.wrappedValue, let data else { return }
            let buttons = context.host.collectingButtons { context.render(actions(data), key: "actions") }
            let texts = context.host.collectingTexts { context.render(message(data), key: "message") }
            let isPresented = self.isPresented
            context.host.addAlert(
                PresentedAlert(
                    title: title,
                    message: texts.isEmpty ? nil : texts.joined(separator: " "),
                    buttons: buttons,
                    dismiss: { isPresented.wrappedValue = false }
                )
            )
        }
    }

    extension SheetModifier: PrimitiveModifier {
        func render(content: any View, in context: RenderContext) {
            context.render(content, key: "c")
            guard let item = item.wrappedValue else { return }
            let binding = self.item
            let onDismiss = self.onDismiss
            context.host.addSheet {
                binding.wrappedValue = nil
                onDismiss?()
            }
            // A new item is a new sheet: the views inside start with fresh state.
            context.render(self.content(item), key: "sheet(\(item.id))")
        }
    }
#endif
