/// Formats `value` with at most three decimals and no trailing zeros, the same way on
/// every run and machine: `1`, `0.5`, `-12.125`, `nan`, `inf`.
///
/// Traces and descriptions use it so that output is byte-identical across runs.
public func formatNumber(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value < 0 ? "-inf" : "inf" }
  let scaled = (value * 1000).rounded()
  if scaled == 0 { return "0" }
  let negative = scaled < 0
  let magnitude = abs(scaled)
  guard magnitude < 9.0e15 else { return String(value) }
  let thousandths = Int64(magnitude)
  var text = String(thousandths / 1000)
  var fraction = thousandths % 1000
  if fraction != 0 {
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
  }
  return negative ? "-" + text : text
}
