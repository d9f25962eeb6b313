// For tests only: a module named UIKit that is the model, so the code `kinship generate --target
// uikit` writes for apps (`import UIKit`) compiles and runs unchanged on Linux. Never a product:
// an app depending on Kinship must get Apple's UIKit.
@_exported import KinshipUIKit
