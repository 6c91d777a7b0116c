/// One product cell of the aisle: the picture (an asset name, e.g.
/// `"fruit-apple"` for Assets/fruit-apple.png), its name and its price label.
///
///     { "picture": "fruit-apple", "name": "Яблоки", "price": "89 ₽" }
package struct ShelfProduct: Hashable, Sendable, ParameterModel {
    package var picture = ""
    package var name = ""
    package var price = ""

    package init() {}

    package init(picture: String, name: String, price: String) {
        self.picture = picture; self.name = name; self.price = price
    }

    package static let requiredKeys = ["picture"]
    package static let parameters: [Parameter<ShelfProduct>] = [
        .text("picture", \.picture, nonEmpty: true, "the product's picture (see Pictures above)"),
        .text("name", \.name, "the name label"),
        .text("price", \.price, "the price label"),
    ]

    /// The fruit aisle the scene shows by default: twelve products, one picture each,
    /// all drawn by Assets/make-fruits.py.
    package static let fruitAisle: [ShelfProduct] = [
        ShelfProduct(picture: "fruit-apple", name: "Яблоки", price: "89 ₽"),
        ShelfProduct(picture: "fruit-banana", name: "Бананы", price: "79 ₽"),
        ShelfProduct(picture: "fruit-orange", name: "Апельсины", price: "119 ₽"),
        ShelfProduct(picture: "fruit-pear", name: "Груши", price: "149 ₽"),
        ShelfProduct(picture: "fruit-grapes", name: "Виноград", price: "229 ₽"),
        ShelfProduct(picture: "fruit-strawberry", name: "Клубника", price: "349 ₽"),
        ShelfProduct(picture: "fruit-lemon", name: "Лимоны", price: "99 ₽"),
        ShelfProduct(picture: "fruit-cherry", name: "Черешня", price: "399 ₽"),
        ShelfProduct(picture: "fruit-kiwi", name: "Киви", price: "159 ₽"),
        ShelfProduct(picture: "fruit-peach", name: "Персики", price: "259 ₽"),
        ShelfProduct(picture: "fruit-plum", name: "Сливы", price: "189 ₽"),
        ShelfProduct(picture: "fruit-green-apple", name: "Яблоки Гренни", price: "109 ₽"),
    ]
}
