import Foundation

/// UIKit's table and collection view controllers, as plain controllers: for containment they
/// are UIViewController (their tables are views inside their own view, which no container
/// touches). Imported storyboards name them as screen classes, and generated code makes them
/// with `UITableViewController()`; nothing here models a table.
@MainActor
open class UITableViewController: UIViewController {}

@MainActor
open class UICollectionViewController: UIViewController {}
