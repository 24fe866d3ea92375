import UIKit

// The app's own entry point stays out of the plugin: Package.swift names only
// App/Transitions, so files that need a real UIApplication are never compiled headlessly.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}
