import Foundation
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

/// The multi-user screen's search over its users (seed 002's list picker search): offered
/// with the list from `userSearchThreshold` users, narrowing by name or information,
/// case and accents aside, and empty again when the list closes.
@MainActor
@Suite struct MultiUserSearchTests {
    static let users = [
        PasscodeUser(id: "anna", name: "Anna van Berg", info: "anna@example.com"),
        PasscodeUser(id: "bert", name: "Bert"),
        PasscodeUser(id: "cecile", name: "Cécile Martin", info: "Finance"),
        PasscodeUser(id: "dirk", name: "Dirk", info: "dirk@example.org"),
        PasscodeUser(id: "eva", name: "Eva Lind", info: "Finance"),
        PasscodeUser(id: "frans", name: "Frans"),
    ]

    func controller(_ users: [PasscodeUser]) throws -> (MultiUserPasscodeController, FixedUsers, ScreenContainerViewController) {
        let registry = try onboardingRegistry(.english)
        let controller = MultiUserPasscodeController(themeRegistry: registry)
        let source = FixedUsers(users, current: "anna")
        controller.dataSource = source
        let container = contained(controller, registry: registry)
        return (controller, source, container)
    }

    @Test func aLongListOffersASearchThatNarrowsItAndEmptiesWhenItCloses() throws {
        let (controller, source, container) = try controller(Self.users)
        withExtendedLifetime((source, container)) {}
        #expect(controller.userSearchField.isHidden, "no search before the list is asked for")
        #expect(controller.switchUserButton.tap())
        #expect(!controller.userSearchField.isHidden && !controller.usersListView.isHidden)
        #expect(controller.userSearchField.label == "Search users")
        #expect(controller.userCells.count == 6)

        controller.userSearchField.enterText("cecile")
        #expect(controller.userCells.map(\.user.id) == ["cecile"], "accents aside")
        controller.userSearchField.enterText("FINANCE")
        #expect(controller.userCells.map(\.user.id) == ["cecile", "eva"], "by information, case aside")
        controller.userSearchField.enterText("nobody")
        #expect(controller.userCells.isEmpty)

        controller.userSearchField.enterText("eva")
        #expect(try #require(controller.userCells.first).titleLabel.tap())
        #expect(controller.currentUser?.id == "eva")
        #expect(controller.userSearchField.isHidden && controller.usersListView.isHidden)
        #expect(controller.userSearchField.text.isEmpty && controller.userCells.count == 6, "the next list starts whole")
        withExtendedLifetime((source, container)) {}
    }

    @Test func aShortListHasNoSearch() throws {
        let (controller, source, container) = try controller(Array(Self.users.prefix(3)))
        #expect(controller.switchUserButton.tap())
        #expect(!controller.usersListView.isHidden && controller.userSearchField.isHidden)
        withExtendedLifetime((source, container)) {}
    }
}
