extension ErrorTexts {
    /// Every text the package can show a user, by the key it has in the translation tables.
    ///
    /// The raw value is the key: the same in the package's tables (`Texts/<language>.strings` in its resources) and
    /// in an app's own `ResponderChain.strings`, where an app overrides any of them. ``english`` is the English text,
    /// which is also what a key shows when no table has it.
    ///
    /// Texts that come in pairs, a title and a message, have keys ending in `.title` and `.message`. Some texts take
    /// an argument, `%@`: ``waitMessage``, a duration such as "2 minutes"; ``supportCode``, a ``SupportCode``; and the
    /// lines of a report's text form (`report.*`).
    package enum Key: String, CaseIterable, Sendable {
        // The defaults of the alerts.

        /// "Something went wrong": the title of an error that has no text of its own and that no mapper knows.
        case title
        /// The message under ``title`` for such an error.
        case message
        /// "OK": the button of a non-recoverable error's alert.
        case dismiss
        /// "Cancel": the button that declines every recovery option.
        case cancel
        /// "Retry": the built-in recovery option, ``RecoveryOption/retry``.
        case retry
        /// "Error": the title of an ``AlertableError`` without one (HierarchyResponder's default).
        case alertableTitle = "alertable.title"
        /// "Okay": the button of an ``AlertableError``'s alert (HierarchyResponder's default).
        case alertableDismiss = "alertable.dismiss"

        // Networking: URLError, and POSIX network errors.

        /// No internet connection.
        case offlineTitle = "network.offline.title"
        /// No internet connection.
        case offlineMessage = "network.offline.message"
        /// The message of an ``OfflineResponder``'s banner, while work waits for the network.
        case offlineWaitingMessage = "network.offline.waiting.message"
        /// The network stayed gone past an ``OfflineResponder``'s hold: the work that waited was given up.
        case offlineExpiredTitle = "network.offline.expired.title"
        /// The network stayed gone past an ``OfflineResponder``'s hold: the work that waited was given up.
        case offlineExpiredMessage = "network.offline.expired.message"
        /// The app may not use mobile data.
        case cellularDeniedTitle = "network.cellularDenied.title"
        /// The app may not use mobile data.
        case cellularDeniedMessage = "network.cellularDenied.message"
        /// The request may not run on an expensive network (mobile data, a personal hotspot).
        case expensiveDeniedTitle = "network.expensiveDenied.title"
        /// The request may not run on an expensive network (mobile data, a personal hotspot).
        case expensiveDeniedMessage = "network.expensiveDenied.message"
        /// Low Data Mode keeps the request from running.
        case lowDataModeTitle = "network.lowDataMode.title"
        /// Low Data Mode keeps the request from running.
        case lowDataModeMessage = "network.lowDataMode.message"
        /// Data roaming is off.
        case roamingOffTitle = "network.roamingOff.title"
        /// Data roaming is off.
        case roamingOffMessage = "network.roamingOff.message"
        /// The connection timed out.
        case timedOutTitle = "network.timedOut.title"
        /// The connection timed out.
        case timedOutMessage = "network.timedOut.message"
        /// The server's name could not be resolved.
        case hostNotFoundTitle = "network.hostNotFound.title"
        /// The server's name could not be resolved.
        case hostNotFoundMessage = "network.hostNotFound.message"
        /// The server did not accept the connection.
        case cannotConnectTitle = "network.cannotConnect.title"
        /// The server did not accept the connection.
        case cannotConnectMessage = "network.cannotConnect.message"
        /// The connection broke off.
        case connectionLostTitle = "network.connectionLost.title"
        /// The connection broke off.
        case connectionLostMessage = "network.connectionLost.message"
        /// TLS failed: the handshake, or the server's certificate.
        case secureConnectionFailedTitle = "network.secureConnectionFailed.title"
        /// TLS failed: the handshake, or the server's certificate.
        case secureConnectionFailedMessage = "network.secureConnectionFailed.message"
        /// The server's response could not be used.
        case badServerResponseTitle = "network.badServerResponse.title"
        /// The server's response could not be used.
        case badServerResponseMessage = "network.badServerResponse.message"
        /// Any other networking error.
        case networkOtherTitle = "network.other.title"
        /// Any other networking error.
        case networkOtherMessage = "network.other.message"

        // Files and storage: CocoaError, and POSIX file errors.

        /// The file does not exist.
        case fileNotFoundTitle = "file.notFound.title"
        /// The file does not exist.
        case fileNotFoundMessage = "file.notFound.message"
        /// The file may not be read.
        case fileReadNoPermissionTitle = "file.readNoPermission.title"
        /// The file may not be read.
        case fileReadNoPermissionMessage = "file.readNoPermission.message"
        /// The location may not be written.
        case fileWriteNoPermissionTitle = "file.writeNoPermission.title"
        /// The location may not be written.
        case fileWriteNoPermissionMessage = "file.writeNoPermission.message"
        /// The disk is full.
        case outOfSpaceTitle = "file.outOfSpace.title"
        /// The disk is full.
        case outOfSpaceMessage = "file.outOfSpace.message"
        /// The file is locked or busy.
        case fileLockedTitle = "file.locked.title"
        /// The file is locked or busy.
        case fileLockedMessage = "file.locked.message"
        /// The file is damaged, or in a format that cannot be read.
        case fileCorruptTitle = "file.corrupt.title"
        /// The file is damaged, or in a format that cannot be read.
        case fileCorruptMessage = "file.corrupt.message"
        /// The volume is read-only.
        case readOnlyTitle = "file.readOnly.title"
        /// The volume is read-only.
        case readOnlyMessage = "file.readOnly.message"
        /// A file of that name exists.
        case fileExistsTitle = "file.exists.title"
        /// A file of that name exists.
        case fileExistsMessage = "file.exists.message"
        /// Any other file error.
        case fileOtherTitle = "file.other.title"
        /// Any other file error.
        case fileOtherMessage = "file.other.message"

        // What the user entered, permissions, memory.

        /// Validation failed: Core Data's validation errors, HTTP 422.
        case validationTitle = "validation.title"
        /// Validation failed: Core Data's validation errors, HTTP 422.
        case validationMessage = "validation.message"
        /// Permission denied: POSIX `EACCES`/`EPERM`, HTTP 403.
        case permissionDeniedTitle = "permission.denied.title"
        /// Permission denied: POSIX `EACCES`/`EPERM`, HTTP 403.
        case permissionDeniedMessage = "permission.denied.message"
        /// Out of memory.
        case outOfMemoryTitle = "memory.title"
        /// Out of memory.
        case outOfMemoryMessage = "memory.message"

        // Data the app could not read or write: DecodingError, EncodingError, malformed JSON or property lists.

        /// Data received could not be read.
        case unreadableDataTitle = "data.unreadable.title"
        /// Data received could not be read.
        case unreadableDataMessage = "data.unreadable.message"
        /// Data to send could not be prepared.
        case unwritableDataTitle = "data.unwritable.title"
        /// Data to send could not be prepared.
        case unwritableDataMessage = "data.unwritable.message"

        // HTTP statuses: any error that adopts HTTPStatusError, such as ProblemDetails' errors.

        /// 401 Unauthorized.
        case unauthorizedTitle = "http.unauthorized.title"
        /// 401 Unauthorized.
        case unauthorizedMessage = "http.unauthorized.message"
        /// 404 Not Found, 410 Gone.
        case notFoundTitle = "http.notFound.title"
        /// 404 Not Found, 410 Gone.
        case notFoundMessage = "http.notFound.message"
        /// 408 Request Timeout.
        case requestTimeoutTitle = "http.requestTimeout.title"
        /// 408 Request Timeout.
        case requestTimeoutMessage = "http.requestTimeout.message"
        /// 409 Conflict.
        case conflictTitle = "http.conflict.title"
        /// 409 Conflict.
        case conflictMessage = "http.conflict.message"
        /// 429 Too Many Requests.
        case tooManyRequestsTitle = "http.tooManyRequests.title"
        /// 429 Too Many Requests, without a Retry-After.
        case tooManyRequestsMessage = "http.tooManyRequests.message"
        /// 503 Service Unavailable.
        case unavailableTitle = "http.unavailable.title"
        /// 503 Service Unavailable, without a Retry-After.
        case unavailableMessage = "http.unavailable.message"
        /// Any other 5xx.
        case serverErrorTitle = "http.server.title"
        /// Any other 5xx.
        case serverErrorMessage = "http.server.message"
        /// Any other 4xx.
        case requestRejectedTitle = "http.client.title"
        /// Any other 4xx.
        case requestRejectedMessage = "http.client.message"
        /// The message of a 429 or 503 that says how long to wait: `%@` is the duration, such as "2 minutes".
        case waitMessage = "http.wait.message"

        // Reports.

        /// The line under a presentation's message that shows its ``SupportCode``: `%@` is the code.
        case supportCode = "report.supportCode"
        /// The heading of a report's text form.
        case reportTitle = "report.title"
        /// A report's line with the error's fingerprint: `%@` is the fingerprint.
        case reportFingerprint = "report.fingerprint"
        /// The heading of a report's error chain, one level per line below it.
        case reportError = "report.error"
        /// A report's line with the route: `%@` is the route.
        case reportRoute = "report.route"
        /// A report's line with the text the user was shown: `%@` is the text, redacted.
        case reportShown = "report.shown"
        /// The heading of a report's recent dispatches, one per line below it.
        case reportRecent = "report.recent"
        /// A report's line about the app: `%@` is its version, build, system and locale.
        case reportApp = "report.app"
        /// A report's line with the trace id: `%@` is the id.
        case reportTrace = "report.trace"
        /// A report's line with the server's request id: `%@` is the id.
        case reportServerRequest = "report.serverRequest"
        /// A report's line with what the user wrote: `%@` is their words.
        case reportComment = "report.comment"
        /// "Report a problem": the button of a presentation whose queue lets users report errors.
        case reportAction = "report.action"
        /// "Send report": the button that sends a report from its preview.
        case reportSend = "report.send"
        /// The prompt of the field where the user adds their words to a report's preview.
        case reportCommentPrompt = "report.commentPrompt"

        /// The English text, which is also what the key shows where no table has it.
        public var english: String {
            switch self {
            case .title: "Something went wrong"
            case .message: "Please try again. If the problem continues, contact support."
            case .dismiss: "OK"
            case .cancel: "Cancel"
            case .retry: "Retry"
            case .alertableTitle: "Error"
            case .alertableDismiss: "Okay"
            case .offlineTitle: "You're offline"
            case .offlineMessage: "Check your internet connection and try again."
            case .offlineWaitingMessage: "Check your connection. What can wait will be sent once you're back online."
            case .offlineExpiredTitle: "Still offline"
            case .offlineExpiredMessage:
                "Some things couldn't be done while you were offline. Try again once you're connected."
            case .cellularDeniedTitle: "Mobile data is off for this app"
            case .cellularDeniedMessage: "Turn on mobile data for this app in Settings, or connect to Wi-Fi."
            case .expensiveDeniedTitle: "Not available on this network"
            case .expensiveDeniedMessage:
                "This can't be done over mobile data or a personal hotspot. Connect to Wi-Fi and try again."
            case .lowDataModeTitle: "Low Data Mode is on"
            case .lowDataModeMessage:
                "Turn off Low Data Mode in Settings, or connect to another network, and try again."
            case .roamingOffTitle: "Data roaming is off"
            case .roamingOffMessage: "Turn on data roaming in Settings, or connect to Wi-Fi."
            case .timedOutTitle: "The connection timed out"
            case .timedOutMessage: "The server took too long to respond. Please try again."
            case .hostNotFoundTitle: "Server not found"
            case .hostNotFoundMessage: "The server couldn't be found. Check your connection, or try again later."
            case .cannotConnectTitle: "Can't reach the server"
            case .cannotConnectMessage: "The server isn't responding right now. Please try again later."
            case .connectionLostTitle: "Connection lost"
            case .connectionLostMessage: "The network connection was lost. Please try again."
            case .secureConnectionFailedTitle: "Secure connection failed"
            case .secureConnectionFailedMessage:
                "A secure connection to the server couldn't be made. Try again later or on another network."
            case .badServerResponseTitle: "Unexpected server response"
            case .badServerResponseMessage: "The server sent a response the app couldn't use. Please try again later."
            case .networkOtherTitle: "Network problem"
            case .networkOtherMessage: "A network problem stopped this action. Please try again."
            case .fileNotFoundTitle: "File not found"
            case .fileNotFoundMessage: "The file couldn't be found. It may have been moved or deleted."
            case .fileReadNoPermissionTitle: "Can't open the file"
            case .fileReadNoPermissionMessage: "You don't have permission to open this file."
            case .fileWriteNoPermissionTitle: "Can't save here"
            case .fileWriteNoPermissionMessage: "You don't have permission to save in this location."
            case .outOfSpaceTitle: "Not enough storage"
            case .outOfSpaceMessage: "There isn't enough storage space. Free up some space and try again."
            case .fileLockedTitle: "The file is in use"
            case .fileLockedMessage: "The file is being used by something else. Try again in a moment."
            case .fileCorruptTitle: "Can't read the file"
            case .fileCorruptMessage: "The file is damaged or in a format the app can't read."
            case .readOnlyTitle: "Read-only location"
            case .readOnlyMessage: "This location is read-only. Choose another place to save."
            case .fileExistsTitle: "The file already exists"
            case .fileExistsMessage: "A file with this name already exists. Choose another name."
            case .fileOtherTitle: "File problem"
            case .fileOtherMessage: "The file couldn't be accessed. Please try again."
            case .validationTitle: "Check your entries"
            case .validationMessage: "Some information is missing or not valid. Please check it and try again."
            case .permissionDeniedTitle: "Access denied"
            case .permissionDeniedMessage: "You don't have permission to do this."
            case .outOfMemoryTitle: "Not enough memory"
            case .outOfMemoryMessage: "Close other apps and try again."
            case .unreadableDataTitle: "Unreadable data"
            case .unreadableDataMessage:
                "The app received data it couldn't read. Please try again later, or update the app."
            case .unwritableDataTitle: "Couldn't prepare the data"
            case .unwritableDataMessage: "The app couldn't prepare the data to send. Please try again."
            case .unauthorizedTitle: "Please sign in again"
            case .unauthorizedMessage: "Your session has ended, or you're not signed in."
            case .notFoundTitle: "Not found"
            case .notFoundMessage: "What you're looking for couldn't be found. It may have been moved or deleted."
            case .requestTimeoutTitle: "The request timed out"
            case .requestTimeoutMessage: "The server waited too long for the request. Please try again."
            case .conflictTitle: "Changed elsewhere"
            case .conflictMessage: "This was changed somewhere else at the same time. Reload and try again."
            case .tooManyRequestsTitle: "Too many requests"
            case .tooManyRequestsMessage: "Please wait a moment, then try again."
            case .unavailableTitle: "Service unavailable"
            case .unavailableMessage: "The service is temporarily unavailable. Please try again later."
            case .serverErrorTitle: "Server problem"
            case .serverErrorMessage: "The server ran into a problem. Please try again later."
            case .requestRejectedTitle: "Request not accepted"
            case .requestRejectedMessage: "The server couldn't process this request."
            case .waitMessage: "Please wait %@, then try again."
            case .supportCode: "Support code: %@"
            case .reportTitle: "Problem report"
            case .reportFingerprint: "Error group: %@"
            case .reportError: "What went wrong:"
            case .reportRoute: "How the app handled it: %@"
            case .reportShown: "What you saw: %@"
            case .reportRecent: "Just before:"
            case .reportApp: "App: %@"
            case .reportTrace: "Trace: %@"
            case .reportServerRequest: "Server request: %@"
            case .reportComment: "Your words: %@"
            case .reportAction: "Report a problem"
            case .reportSend: "Send report"
            case .reportCommentPrompt: "What were you doing? (optional)"
            }
        }
    }
}
