import AppearanceInterfaceBuilder
import AppearanceKit
import Foundation
import Testing

/// The list fixtures (#46 item 5): a prototype cell, collection view cells, and a tab bar app
/// of navigation stacks with a static table, as they load with the fixture catalog (see
/// ``ScreenFixtureTests`` for the lines).
@MainActor
@Suite struct ListFixtureTests {
    init() { Fixtures.registerClasses() }

    private func expectTree(_ view: View, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(ViewTreeDump.text(view) == expected, sourceLocation: sourceLocation)
    }

    private func storyboard(_ name: String) throws -> Storyboard {
        try Storyboard(contentsOf: Fixtures.url(name), assets: Fixtures.catalog())
    }

    @Test func aTableOfPrototypeCells() throws {
        let feed = try storyboard("Feed.storyboard")
        #expect(feed.prototypeCellIdentifiers == ["PostCell", "TopicCell"])
        let controller = try feed.viewController(withIdentifier: "Timeline")
        let table = try #require(controller.view as? TableView)
        #expect(table.numberOfSections == 0)
        #expect(table.separatorColor == .separator)
        expectTree(
            try #require(feed.instantiatePrototypeCell(withReuseIdentifier: "PostCell")),
            """
            PostCell (0, 50, 393, 96)
              View (0, 0, 0, 0)
                Label (0, 0, 0, 0) font=System 17
                AvatarView (16, 12, 44, 44) tint=#30b0c7/#40c8e0
                Label "Grace Hopper" (72, 12, 240, 20) fg=#000000/#ffffff font=System-Semibold 17
                Label "2h" (320, 12, 57, 18) fg=#3c3c434c/#ebebf54c font=System 13
                Label "Found the bug: a moth in relay 70." (72, 38, 305, 20.33) fg=#000000/#ffffff font=System 17
                Button "Like" (72, 64, 60, 24) fg=#f84c44/#ff766c font=System-Medium 13
            """)
        let topic = try #require(feed.instantiatePrototypeCell(withReuseIdentifier: "TopicCell"))
        #expect(topic.accessoryType == .detailButton && topic.selectionStyle == TableViewCell.SelectionStyle.none)
        #expect(topic.textLabel?.text == "#compilers" && topic.detailTextLabel?.text == "1,204 posts today")
        expectTree(
            topic,
            """
            TableViewCell (0, 146, 393, 56)
              View (0, 0, 0, 0)
                Label "#compilers" (0, 0, 0, 0) fg=#006cd6/#409cff font=System-Bold 17
                Label "1,204 posts today" (0, 0, 0, 0) fg=#8e8e93 font=System 12
            """)
        #expect(controller.navigationItem.rightBarButtonItems.count == 1)
    }

    @Test func aCollectionViewAndItsCells() throws {
        let gallery = try storyboard("Gallery.storyboard")
        #expect(gallery.collectionViewCellIdentifiers == ["AlbumCell", "AddCell"])
        let controller = try #require(gallery.instantiateInitialViewController())
        let grid = try #require(controller.view as? CollectionView)
        #expect(grid.itemSpacing == 6)
        #expect(grid.numberOfItems == 0)
        let album = try #require(gallery.instantiateCollectionViewCell(withReuseIdentifier: "AlbumCell"))
        expectTree(
            album,
            """
            CollectionViewCell (12, 12, 120, 150) bg=#ffffff/#131313
              View (0, 0, 120, 150)
                ImageView (0, 0, 120, 120) tint=#ffcc00/#330066
                Label "Summer 1969" (0, 126, 120, 18) fg=#000000/#ffffff font=System 13
            """)
        let add = try #require(gallery.instantiateCollectionViewCell(withReuseIdentifier: "AddCell"))
        #expect(add.appearanceType.name == "AddAlbumCell")
        expectTree(
            add,
            """
            AddAlbumCell (138, 12, 120, 150)
              View (0, 0, 120, 150) bg=#ffffff/#1c1c1e
                Label "New album" (0, 66, 120, 18) fg=#006cd6/#409cff font=System 13
            """)
        #expect(gallery.instantiateCollectionViewCell(withReuseIdentifier: "Nope") == nil)
        grid.addItem(album)
        grid.addItem(add)
        #expect(grid.numberOfItems == 2)
    }

    @Test func aTabBarAppOfNavigationStacks() throws {
        let reader = try storyboard("Reader.storyboard")
        #expect(reader.identifiers == ["Library", "Book"])
        let tabs = try #require(reader.instantiateInitialViewController() as? TabBarController)
        let stacks = tabs.viewControllers ?? []
        #expect(stacks.count == 3)
        #expect(stacks.map { $0.tabBarItem?.title } == ["Library", "Search", "Downloads"])
        let library = try #require(stacks.first as? NavigationController)
        #expect(library.navigationBar.prefersLargeTitles)
        let root = try #require(library.viewControllers.first)
        #expect(root.appearanceType.name == "LibraryViewController")
        #expect(root.navigationItem.title == "Library")
        #expect(root.navigationItem.leftBarButtonItems.map(\.title) == ["Sort"])
        #expect(root.navigationItem.rightBarButtonItems.count == 2)
        expectTree(
            root.view,
            """
            TableView (0, 0, 393, 852) bg=#ffffff/#000000
              TableViewHeaderFooterView (0, 0, 0, 0)
                View (0, 0, 0, 0)
                  Label "Reading now" (0, 0, 0, 0) font=System 17
              TableViewCell (0, 50, 393, 64)
                View (0, 0, 0, 0)
                  Label "Middlemarch" (0, 0, 0, 0) font=System-Semibold 17
                  Label "George Eliot · 64%" (0, 0, 0, 0) fg=#3c3c4399/#ebebf599 font=System 12
              TableViewCell (0, 114, 393, 64)
                View (0, 0, 0, 0)
                  Label "The Dispossessed" (0, 0, 0, 0) font=System-Semibold 17
                  Label "Ursula K. Le Guin · finished" (0, 0, 0, 0) fg=#3c3c4399/#ebebf599 font=System 12
            """)
        let search = try #require((stacks[1] as? NavigationController)?.viewControllers.first)
        #expect(search.view.subviews.first is SearchBar)
        #expect(stacks[2].title == "Downloads")
        expectTree(
            try reader.viewController(withIdentifier: "Book").view,
            """
            View (0, 0, 393, 852) bg=#ffffff/#131313
              Label "Chapter 1" (20, 123, 353, 26.33) fg=#000000/#ffffff font=Georgia-Bold 22
              Toolbar (0, 769, 393, 49)
            """)
    }
}
