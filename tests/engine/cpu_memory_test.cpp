// Where the CPU backend's big buffers live: the ones the kernels stream through are in memory
// advised for transparent huge pages, and an int8 model does not also keep the file's pages of
// the weights it quantized resident. Read back from the kernel's own account (/proc/self/smaps).
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <functional>
#include <iterator>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#ifdef Q_OS_LINUX
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "runtime/cpu/forward/weights.h"
#include "runtime/cpu/huge_page_allocator.h"
#include "runtime/cpu/mapping_pages.h"
#include "runtime/cpu/ops/matmul.h"
#include "tessera/backend/backend.h"
#include "tessera/backend/weights.h"
#include "tessera/model_config.h"
#include "tessera/model_writer.h"

using namespace tessera;
using namespace tessera::cpu;

namespace {

#ifdef Q_OS_LINUX
// Rss (kB) and THPeligible of the first /proc/self/smaps entry that `matches` (given its address
// range and its file's path, empty for anonymous memory).
struct Mapping {
  bool found = false;
  long long rss_kb = 0;
  int thp_eligible = 0;
};

Mapping mapping_where(
    const std::function<bool(std::uintptr_t, std::uintptr_t, const std::string&)>& matches) {
  const SmapsEntry entry = smaps_entry(matches);
  auto field = [&](const std::string& name) {
    const auto at = entry.fields.find(name);
    return at == entry.fields.end() ? 0LL : at->second;
  };
  return {entry.found, field("Rss"), static_cast<int>(field("THPeligible"))};
}

// Pads the header of a safetensors file with spaces, as its format allows, so that its data (and
// so every tensor, whose sizes here are whole cache lines) starts `past_a_line` bytes after a
// cache line of the file; then has the page cache drop the file and read it again through a
// mapping advised for huge pages, from which it keeps 2 MiB folios where the kernel does so.
void lay_out_tensors(const std::string& path, int past_a_line) {
  std::ifstream in(path, std::ios::binary);
  std::uint64_t header_bytes = 0;
  in.read(reinterpret_cast<char*>(&header_bytes), sizeof header_bytes);
  std::string header(header_bytes, ' ');
  in.read(header.data(), static_cast<std::streamsize>(header.size()));
  const std::string data{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  in.close();
  while ((sizeof header_bytes + header.size()) % 64 != static_cast<std::size_t>(past_a_line))
    header.push_back(' ');
  header_bytes = header.size();
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(&header_bytes), sizeof header_bytes);
  out.write(header.data(), static_cast<std::streamsize>(header.size()));
  out.write(data.data(), static_cast<std::streamsize>(data.size()));
  out.close();
  const int fd = ::open(path.c_str(), O_RDONLY);
  QVERIFY(fd >= 0);
  ::fdatasync(fd);
  ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
  void* const mapped =
      ::mmap(nullptr, data.size() + header.size() + 8, PROT_READ, MAP_SHARED, fd, 0);
  QVERIFY(mapped != MAP_FAILED);
  ::madvise(mapped, data.size() + header.size() + 8, MADV_HUGEPAGE);  // read ahead in 2 MiB
  volatile char sink = 0;
  for (std::size_t at = 0; at < data.size(); at += 4096)
    sink = static_cast<char>(sink + static_cast<const volatile char*>(mapped)[at]);
  ::munmap(mapped, data.size() + header.size() + 8);
  ::close(fd);
}

// The process's resident anonymous memory (RssAnon of /proc/self/status), in kB.
long long anonymous_rss_kb() {
  std::ifstream in("/proc/self/status");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("RssAnon:", 0) == 0) return std::stoll(line.substr(8));
  }
  return -1;
}

std::string transparent_huge_pages_mode() {
  std::ifstream in("/sys/kernel/mm/transparent_hugepage/enabled");
  std::string text;
  std::getline(in, text);
  const std::size_t open = text.find('['), close = text.find(']');
  return open == std::string::npos ? "" : text.substr(open + 1, close - open - 1);
}
#endif

}  // namespace

Q_DECLARE_METATYPE(tessera::Quantization)

class CpuMemoryTest : public QObject {
  Q_OBJECT

 private slots:
  void big_buffers_are_aligned_and_advised_for_huge_pages() {
#ifndef Q_OS_LINUX
    QSKIP("transparent huge pages are a Linux feature; elsewhere this is std::allocator");
#else
    HugePageBuffer<float> big(std::size_t{3} << 20);  // 12 MiB
    HugePageBuffer<float> small(1000);
    QCOMPARE(reinterpret_cast<std::uintptr_t>(big.data()) % (std::uintptr_t{2} << 20),
             std::uintptr_t{0});
    const auto address = reinterpret_cast<std::uintptr_t>(big.data());
    const auto big_mapping = [&] {
      return mapping_where([&](std::uintptr_t begin, std::uintptr_t end, const std::string&) {
        return begin <= address && address < end;
      });
    };
    // Zero without a pass that writes the zeros: nothing of it is resident before it is used.
    QVERIFY(big_mapping().found);
    QCOMPARE(big_mapping().rss_kb, 0LL);
    QVERIFY(std::all_of(small.begin(), small.end(), [](float x) { return x == 0.0f; }));
    QVERIFY(std::all_of(big.begin(), big.end(), [](float x) { return x == 0.0f; }));
    big[big.size() - 1] = 1.5f;
    small[small.size() - 1] = 2.5f;
    QCOMPARE(big[big.size() - 1], 1.5f);
    QCOMPARE(small[small.size() - 1], 2.5f);
    const std::string mode = transparent_huge_pages_mode();
    if (mode.empty() || mode == "never") {
      QSKIP("transparent huge pages are off on this machine (never): nothing to advise");
    }
    QCOMPARE(big_mapping().thp_eligible, 1);
    // make_resident() has the kernel back pages now, a piece at a time: here the second half
    // (pieces of whole huge pages: 3 of the 6), then all of it.
    HugePageBuffer<float> resident(std::size_t{3} << 20);  // 12 MiB
    const auto resident_address = reinterpret_cast<std::uintptr_t>(resident.data());
    const auto resident_kb = [&] {
      return mapping_where([&](std::uintptr_t begin, std::uintptr_t end, const std::string&) {
               return begin <= resident_address && resident_address < end;
             })
          .rss_kb;
    };
    QCOMPARE(resident_kb(), 0LL);
    resident.make_resident(1, 2);
    QCOMPARE(resident_kb(), 6LL << 10);
    resident.make_resident();
    QCOMPARE(resident_kb(), 12LL << 10);
    QVERIFY(std::all_of(resident.begin(), resident.end(), [](float x) { return x == 0.0f; }));
    // A move hands the memory over; the moved-from buffer is empty and frees nothing.
    HugePageBuffer<float> moved = std::move(big);
    QCOMPARE(moved.size(), std::size_t{3} << 20);
    QCOMPARE(moved[moved.size() - 1], 1.5f);
    QCOMPARE(big.size(), std::size_t{0});  // NOLINT(bugprone-use-after-move): its stated state
    QVERIFY(big.data() == nullptr);
#endif
  }

  // The KV cache is resident once allocated, so no step waits on the kernel zeroing its pages and
  // memory that is not there fails at load rather than mid-generation.
  void kv_cache_is_resident_once_allocated() {
#ifndef Q_OS_LINUX
    QSKIP("elsewhere the KV cache is std::allocator's memory, written with zeros");
#else
    QTemporaryDir dir;
    const ModelShape shape{"kv", 256, 512, 2, 4, 2, 512, 128, false};
    write_random_model(dir.path().toStdString(), shape, DType::F32, 7, "");
    const ModelConfig config = load_model_config(dir.path().toStdString());
    const ModelWeights weights = load_model_weights(dir.path().toStdString(), config);
    const std::unique_ptr<Backend> backend =
        make_cpu_backend(config, weights, 2, Quantization::None);
    const int block_size = 16;
    const std::size_t kv_bytes = std::size_t{48} << 20;
    const int blocks = static_cast<int>(kv_bytes / backend->kv_bytes_per_block(block_size));
    const long long before = anonymous_rss_kb();
    backend->allocate_kv_cache(blocks, block_size);
    const long long grown = anonymous_rss_kb() - before;
    QVERIFY2(grown >= static_cast<long long>(kv_bytes >> 10) * 9 / 10,
             qPrintable(QString("anonymous memory grew by %1 kB for a KV cache of %2 kB")
                            .arg(grown)
                            .arg(kv_bytes >> 10)));
#endif
  }

  void converted_weights_leave_the_files_pages_unmapped_data() {
    QTest::addColumn<Quantization>("quantize");
    QTest::newRow("int8") << Quantization::Int8;
    QTest::newRow("BF16 from F32") << Quantization::BF16;
  }

  // Quantizing at load (int8, or rounding an F32 file to BF16) hands the file's pages back.
  void converted_weights_leave_the_files_pages_unmapped() {
#ifndef Q_OS_LINUX
    QSKIP("the release of the file's pages is for Linux (madvise)");
#else
    QFETCH(Quantization, quantize);
    QTemporaryDir dir;
    // Linear layers of 256 KiB and more, so whole pages dominate each tensor's range.
    const ModelShape shape{"memory", 256, 1024, 2, 4, 2, 2048, 128, false};
    write_random_model(dir.path().toStdString(), shape, DType::F32, 3, "");
    const ModelConfig config = load_model_config(dir.path().toStdString());
    const ModelWeights weights = load_model_weights(dir.path().toStdString(), config);
    QVERIFY(weights.layers[0].gate_proj.mapped);
    auto file_entry = [](std::uintptr_t, std::uintptr_t, const std::string& path) {
      return path.size() >= 18 && path.compare(path.size() - 18, 18, "/model.safetensors") == 0;
    };
    const long long file_kb =
        static_cast<long long>(QFileInfo(dir.filePath("model.safetensors")).size() / 1024);

    ThreadPool pool(2);
    const CpuWeights as_file = bind_cpu_weights(config, weights, Quantization::None, pool);
    // Reading every weight (what quantizing does) makes the whole file resident ...
    volatile float sink = 0.0f;
    auto touch = [&](const TensorView& view) {
      for (std::size_t i = 0; i < view.nbytes; i += 4096) sink = sink + float(view.data[i]);
    };
    for (const LayerWeights& layer : weights.layers) {
      for (const TensorView* view : {&layer.q_proj, &layer.k_proj, &layer.v_proj, &layer.o_proj,
                                     &layer.gate_proj, &layer.up_proj, &layer.down_proj}) {
        touch(*view);
      }
    }
    touch(weights.lm_head);
    const Mapping before = mapping_where(file_entry);
    QVERIFY(before.found);

    // ... and binding as int8 or BF16 hands the converted tensors' pages back.
    const CpuWeights converted = bind_cpu_weights(config, weights, quantize, pool);
    QCOMPARE(converted.layers[0].w_gate.format,
             quantize == Quantization::Int8 ? WeightFormat::Int8 : WeightFormat::BF16Dot);
    const Mapping after = mapping_where(file_entry);
    QVERIFY(after.found);
    QVERIFY2(before.rss_kb > file_kb / 2,
             qPrintable(QString("before %1 kB of %2").arg(before.rss_kb).arg(file_kb)));
    // What stays: the embedding (not quantized, 2 MiB of the 12), the norms, the header and the
    // partial pages at the ends of each tensor.
    QVERIFY2(after.rss_kb < file_kb / 4,
             qPrintable(QString("after %1 kB of %2").arg(after.rss_kb).arg(file_kb)));
    // The released pages read back from the page cache as they were.
    const TensorView& gate = weights.layers[1].gate_proj;
    const std::vector<float> again = gate.to_f32();
    QCOMPARE(again.size(), static_cast<std::size_t>(gate.numel()));
    QVERIFY(std::any_of(again.begin(), again.end(), [](float x) { return x != 0.0f; }));
#endif
  }

  // Where the file's mapping gets only 4 KiB pages (as from a kernel whose page cache keeps no
  // large folios), the linear layers are copied at load into one buffer of huge pages, each on a
  // cache line, their file pages handed back. The copies multiply to the same bits as the file.
  void big_weights_are_copied_into_huge_pages() {
#ifndef Q_OS_LINUX
    QSKIP("the copies into huge pages are for Linux (elsewhere the weights stay in place)");
#else
    QTemporaryDir dir;
    // gate/up/down 2 MiB each, q/k/v/o 1 MiB or less, lm_head 4 MiB.
    const ModelShape shape{"copies", 512, 1024, 1, 4, 2, 2048, 128, false};
    write_random_model(dir.path().toStdString(), shape, DType::F32, 5, "");
    const ModelConfig config = load_model_config(dir.path().toStdString());
    const ModelWeights weights = load_model_weights(dir.path().toStdString(), config);
    const LayerWeights& file = weights.layers[0];
    const MappingPages pages = mapping_pages(file.gate_proj.data);
    const auto gate_address = reinterpret_cast<std::uintptr_t>(file.gate_proj.data);
    QVERIFY(pages.found);
    QVERIFY(pages.begin <= gate_address && gate_address < pages.end);
    const std::vector<float> on_the_heap(std::size_t{1} << 20, 1.0f);  // not a file's mapping
    QVERIFY(!mapping_pages(on_the_heap.data()).found);
    // 4 KiB pages only from here on: no huge pages for this mapping, the ones mapped dropped.
    void* const range = reinterpret_cast<void*>(pages.begin);
    QCOMPARE(::madvise(range, pages.end - pages.begin, MADV_NOHUGEPAGE), 0);
    QCOMPARE(::madvise(range, pages.end - pages.begin, MADV_DONTNEED), 0);
    QVERIFY(!mapping_pages(file.gate_proj.data).huge);
    ThreadPool pool(2);
    const CpuWeights bound = bind_cpu_weights(config, weights, Quantization::None, pool);
    const CpuWeights::Layer& layer = bound.layers[0];
    QCOMPARE(bound.copy_storage.size(), std::size_t{1});
    const auto* first = static_cast<const void*>(bound.copy_storage[0].data());
    const std::uintptr_t huge_page = std::uintptr_t{2} << 20;
    QCOMPARE(reinterpret_cast<std::uintptr_t>(first) % huge_page, std::uintptr_t{0});
    for (const WeightMatrix* m : {&layer.wq, &layer.wk, &layer.wv, &layer.wo, &layer.w_gate,
                                  &layer.w_up, &layer.w_down, &bound.lm_head}) {
      const auto at = reinterpret_cast<std::uintptr_t>(m->data);
      const auto begin = reinterpret_cast<std::uintptr_t>(first);
      QVERIFY(at >= begin && at < begin + bound.copy_storage[0].size());
      QCOMPARE(at % 64, std::uintptr_t{0});
    }
    QVERIFY(layer.wq.data != file.q_proj.data);

    // The copy and the file's own rows give the same products, bit for bit.
    const KernelSet kernels = select_kernels();
    const int tokens = 3;
    std::vector<float> x(static_cast<std::size_t>(tokens) * shape.hidden_size);
    for (std::size_t i = 0; i < x.size(); ++i) x[i] = static_cast<float>(i % 7) * 0.25f - 0.5f;
    const WeightMatrix in_place{WeightFormat::F32, file.gate_proj.data, nullptr,
                                layer.w_gate.rows, layer.w_gate.cols,   false};
    std::vector<float> from_copy(static_cast<std::size_t>(tokens) * layer.w_gate.rows);
    std::vector<float> from_file(from_copy.size());
    matmul(pool, kernels, x.data(), layer.w_gate, from_copy.data(), tokens);
    matmul(pool, kernels, x.data(), in_place, from_file.data(), tokens);
    QVERIFY(std::memcmp(from_copy.data(), from_file.data(), from_copy.size() * sizeof(float)) == 0);
    QVERIFY(std::any_of(from_copy.begin(), from_copy.end(), [](float v) { return v != 0.0f; }));
#endif
  }

  // Matrices stay in the file's huge pages where they lie on cache lines there, and are copied
  // onto lines where they do not (safetensors aligns to 8 bytes at most): a row's registers
  // would each straddle two lines.
  void weights_off_cache_lines_are_copied_onto_them() {
#ifndef Q_OS_LINUX
    QSKIP("the copies into huge pages are for Linux (elsewhere the weights stay in place)");
#else
    for (const int past_a_line : {0, 8}) {
      QTemporaryDir dir;
      const ModelShape shape{"lines", 512, 1024, 2, 4, 2, 2048, 128, false};
      write_random_model(dir.path().toStdString(), shape, DType::F32, 7, "");
      lay_out_tensors(dir.filePath("model.safetensors").toStdString(), past_a_line);
      const ModelConfig config = load_model_config(dir.path().toStdString());
      const ModelWeights weights = load_model_weights(dir.path().toStdString(), config);
      const MappingPages pages = mapping_pages(weights.layers[0].gate_proj.data);
      QVERIFY(pages.found);
      if (!pages.huge)
        QSKIP("the page cache holds this file in small folios (kernel, file system)");
      ThreadPool pool(2);
      const CpuWeights bound = bind_cpu_weights(config, weights, Quantization::None, pool);
      for (std::size_t l = 0; l < weights.layers.size(); ++l) {
        const LayerWeights& file = weights.layers[l];
        const CpuWeights::Layer& layer = bound.layers[l];
        const std::pair<const TensorView*, const WeightMatrix*> matrices[] = {
            {&file.q_proj, &layer.wq},        {&file.k_proj, &layer.wk},
            {&file.v_proj, &layer.wv},        {&file.o_proj, &layer.wo},
            {&file.gate_proj, &layer.w_gate}, {&file.up_proj, &layer.w_up},
            {&file.down_proj, &layer.w_down}};
        for (const auto& [view, matrix] : matrices) {
          QCOMPARE(reinterpret_cast<std::uintptr_t>(view->data) % 64,
                   static_cast<std::uintptr_t>(past_a_line));
          QCOMPARE(reinterpret_cast<std::uintptr_t>(matrix->data) % 64, std::uintptr_t{0});
          QCOMPARE(matrix->data == static_cast<const void*>(view->data), past_a_line == 0);
        }
      }
    }
#endif
  }
};

QTEST_GUILESS_MAIN(CpuMemoryTest)
#include "cpu_memory_test.moc"
