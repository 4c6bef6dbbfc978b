// The matmul tiles of matrices stored by columns (WeightMatrix::by_columns, cpu_kernels.h),
// written once for every instruction set. Included by cpu_kernel_tiles.h inside the including
// kernel file's anonymous namespace, after its `struct Isa` and the element formats.

// Matrices stored by columns (WeightMatrix::by_columns, cpu_kernels.h): tokens [0, R) against C
// registers of rows from `row` on, of which the first `valid` rows are stored (the rest are the
// padding, or another range's). acc[r][c] lane l is one output, one chain of multiply-adds over
// k in order: the same arithmetic whatever R, C and the rows computed beside it.
template <WeightFormat F, int R, int C>
__attribute__((always_inline)) inline void column_tile(const float* x, int k,
                                                       const typename Storage<F>::type* columns,
                                                       int stride, int row, int valid, float* out,
                                                       int out_stride) {
  Isa::V acc[R][C];
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) Isa::zero(acc[r][c]);
  for (int i = 0; i < k; ++i) {
    const auto* column = columns + static_cast<std::size_t>(i) * stride + row;
    Isa::V wv[C];
    for (int c = 0; c < C; ++c) Isa::widen(wv[c], column + c * Isa::kLanes);
    for (int r = 0; r < R; ++r) {
      Isa::V xv;
      Isa::splat(xv, x[static_cast<long>(r) * k + i]);
      for (int c = 0; c < C; ++c) Isa::fma(acc[r][c], xv, wv[c]);
    }
  }
  for (int r = 0; r < R; ++r) {
    for (int c = 0; c < C; ++c) {
      const int first = c * Isa::kLanes;
      float* o = out + static_cast<long>(r) * out_stride + row + first;
      if (valid - first >= Isa::kLanes) {
        std::memcpy(o, &acc[r][c], sizeof(Isa::V));
      } else {
        float lanes[Isa::kLanes];
        std::memcpy(lanes, &acc[r][c], sizeof lanes);
        std::copy_n(lanes, valid - first, o);
      }
    }
  }
}

// column_tile() over the fewest registers that hold `valid` rows (at most C).
template <WeightFormat F, int R, int C = Isa::kRowTile>
__attribute__((always_inline)) inline void column_tile_of(const float* x, int k,
                                                          const typename Storage<F>::type* columns,
                                                          int stride, int row, int valid,
                                                          float* out, int out_stride) {
  if constexpr (C > 1) {
    if (valid <= (C - 1) * Isa::kLanes) {
      column_tile_of<F, R, C - 1>(x, k, columns, stride, row, valid, out, out_stride);
      return;
    }
  }
  column_tile<F, R, C>(x, k, columns, stride, row, valid, out, out_stride);
}

// The rows [row_begin, row_end) of a matrix stored by columns (row_begin a multiple of
// kByColumnsAlign), four tokens at a time against Isa::kRowTile registers of rows.
template <WeightFormat F>
void column_rows(const float* x, int tokens, const WeightMatrix& w, float* out, int out_stride,
                 int row_begin, int row_end) {
  using T = typename Storage<F>::type;
  constexpr int kTileRows = Isa::kRowTile * Isa::kLanes;
  const T* columns = static_cast<const T*>(w.data);
  const int stride = by_columns_stride(w.rows);
  const int k = w.cols;
  for (int t = 0; t < tokens; t += 4) {
    const float* xt = x + static_cast<long>(t) * k;
    float* ot = out + static_cast<long>(t) * out_stride;
    for (int row = row_begin; row < row_end; row += kTileRows) {
      const int valid = std::min(kTileRows, row_end - row);
      switch (std::min(4, tokens - t)) {
        case 1:
          column_tile_of<F, 1>(xt, k, columns, stride, row, valid, ot, out_stride);
          break;
        case 2:
          column_tile_of<F, 2>(xt, k, columns, stride, row, valid, ot, out_stride);
          break;
        case 3:
          column_tile_of<F, 3>(xt, k, columns, stride, row, valid, ot, out_stride);
          break;
        default:
          column_tile_of<F, 4>(xt, k, columns, stride, row, valid, ot, out_stride);
          break;
      }
    }
  }
}
