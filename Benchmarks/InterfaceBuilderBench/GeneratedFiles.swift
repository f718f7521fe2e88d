import Foundation

/// Storyboards and XIBs written for the benchmark, in the shapes Xcode writes: a scene of rows
/// (a title, a detail, a switch or a button, a separator), each framed and constrained, in the
/// colour notations apps use (system colours, grey and sRGB literals, Display P3) and fonts of
/// each kind (system with weights, text styles).
enum GeneratedFiles {
    /// A storyboard of one scene (`Rows`, also the initial one) with `rows` rows.
    static func storyboard(rows: Int) -> String {
        document(
            type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", initial: " initialViewController=\"vc\"",
            objects: """
                    <scenes>
                        <scene sceneID="scene">
                            <objects>
                                <viewController storyboardIdentifier="Rows" id="vc" sceneMemberID="viewController">
                \(rootView(rows: rows, key: " key=\"view\""))
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                """)
    }

    /// A XIB whose top-level view holds `rows` rows.
    static func xib(rows: Int) -> String {
        document(
            type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", initial: "",
            objects: """
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                \(rootView(rows: rows, key: ""))
                    </objects>
                """)
    }

    private static func document(type: String, initial: String, objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initial)>
            <device id="retina6_12" orientation="portrait" appearance="light"/>
        \(objects)
        </document>

        """
    }

    /// The colours the rows take in turn, one per notation.
    private static let colours = [
        #"systemColor="labelColor""#, #"systemColor="secondaryLabelColor""#,
        #"white="0.20000000000000001" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#,
        #"red="0.10000000000000001" green="0.30000000000000004" blue="0.59999999999999998" alpha="1" colorSpace="custom" customColorSpace="sRGB""#,
        #"red="0.59999999999999998" green="0.10000000000000001" blue="0.20000000000000001" alpha="1" colorSpace="custom" customColorSpace="displayP3""#,
        #"cocoaTouchSystemColor="darkTextColor""#,
    ]

    private static let fonts = [
        #"type="system" pointSize="17""#, #"type="system" weight="semibold" pointSize="15""#, #"style="UICTFontTextStyleBody""#,
        #"style="UICTFontTextStyleFootnote""#, #"type="boldSystem" pointSize="13""#,
    ]

    private static func rootView(rows: Int, key: String) -> String {
        var subviews = ""
        var constraints = ""
        for row in 0..<rows {
            let y = 60 + row * 56
            let colour = colours[row % colours.count]
            let font = fonts[row % fonts.count]
            subviews += """
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Setting number \(row)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title-\(row)">
                                        <rect key="frame" x="16" y="\(y)" width="240" height="21"/>
                                        <fontDescription key="fontDescription" \(font)/>
                                        <color key="textColor" \(colour)/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="What setting \(row) changes" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="detail-\(row)">
                                        <rect key="frame" x="16" y="\(y + 23)" width="240" height="16"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
                                        <color key="textColor" systemColor="secondaryLabelColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    \(row % 2 == 0 ? toggle(row, y: y) : button(row, y: y))
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rule-\(row)">
                                        <rect key="frame" x="16" y="\(y + 47)" width="361" height="1"/>
                                        <color key="backgroundColor" systemColor="separatorColor"/>
                                    </view>

                """
            constraints += """
                                    <constraint firstItem="title-\(row)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-\(row)-1"/>
                                    <constraint firstItem="detail-\(row)" firstAttribute="leading" secondItem="title-\(row)" secondAttribute="leading" id="c-\(row)-2"/>
                                    <constraint firstItem="detail-\(row)" firstAttribute="top" secondItem="title-\(row)" secondAttribute="bottom" constant="2" id="c-\(row)-3"/>
                                    <constraint firstAttribute="trailing" secondItem="control-\(row)" secondAttribute="trailing" constant="16" id="c-\(row)-4"/>

                """
        }
        return """
                                <view\(key) contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="\(max(852, 80 + rows * 56))"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(subviews)
                                    </subviews>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
            \(constraints)
                                    </constraints>
                                </view>
            """
    }

    private static func toggle(_ row: Int, y: Int) -> String {
        """
        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="control-\(row)">
                                            <rect key="frame" x="312" y="\(y + 4)" width="51" height="31"/>
                                            <color key="onTintColor" systemColor="systemGreenColor"/>
                                        </switch>
        """
    }

    private static func button(_ row: Int, y: Int) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="control-\(row)">
                                            <rect key="frame" x="297" y="\(y + 4)" width="80" height="30"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                            <state key="normal" title="Change">
                                                <color key="titleColor" systemColor="systemBlueColor"/>
                                            </state>
                                        </button>
        """
    }
}
