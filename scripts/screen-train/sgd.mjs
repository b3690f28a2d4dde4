// Logistic regression by SGD over sparse binary or count features, with L2 decay kept as one scale so
// a step costs the row's non-zeros, not the dimension. Shared by scripts/train-screen.mjs and
// bench/learned-baseline.mjs.

export const sigmoid = (z) => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));

export class LazyL2 {
  constructor(dim) {
    this.v = new Float64Array(dim);
    this.scale = 1;
    this.bias = 0;
  }

  /** One step on a row (`idx` its buckets, each of value `val`) with label `y` and example weight `cw`. */
  step(idx, val, y, cw, eta, lambda) {
    const v = this.v;
    let sum = 0;
    for (let j = 0; j < idx.length; j++) sum += v[idx[j]];
    const g = (sigmoid(this.bias + sum * val * this.scale) - y) * cw;
    this.scale *= 1 - eta * lambda;
    if (this.scale < 1e-9) {
      for (let j = 0; j < v.length; j++) v[j] *= this.scale;
      this.scale = 1;
    }
    const step = (eta * g * val) / this.scale;
    for (let j = 0; j < idx.length; j++) v[idx[j]] -= step;
    this.bias -= eta * g;
  }

  /** The weights as float32 and the bias (unregularised). */
  model() {
    const w = new Float32Array(this.v.length);
    for (let j = 0; j < w.length; j++) w[j] = this.v[j] * this.scale;
    return { w, bias: this.bias };
  }
}
