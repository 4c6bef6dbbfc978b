// make_backend picks the device asked for. --device auto falls back to the CPU with a notice that
// names why the GPU is not used, and --device cuda turns the same cause into an error, for every
// cause this machine can produce: the module is not installed, it does not load (a garbage file;
// a library it needs is missing, as libcublas.so.13 can be), it is not a Tessera module, it is from
// another version, the machine has no NVIDIA driver (found before the module is loaded), and the
// real module's own verdict on the driver and GPU.
#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "runtime/cuda_module_loader.h"
#include "support/core_engine_fixtures.h"
#include "tessera/backend/backend.h"
#include "tessera/backend/weights.h"
#include "tessera/error.h"
#include "tessera/model_config.h"

using namespace tessera;

namespace {

struct Outcome {
  std::unique_ptr<Backend> backend;
  Device chosen = Device::Auto;
  std::string notice;
  std::string error;  // what --device cuda threw
};

std::string modules_dir(const char* name) {
  return std::string(TESSERA_TEST_MODULES_DIR) + "/" + name;
}

// The module file in `dir` as the loader names it (the system's separator, its file name).
std::string module_path(const std::string& dir) {
  return (std::filesystem::path(dir) / cuda_module_file_name()).string();
}

// Whether make_backend says that the driver is missing before it loads a module: in a build with
// the CUDA module, on a machine without the NVIDIA driver.
bool driver_missing_first() {
#ifdef TESSERA_CUDA_MODULE_BUILT
  return !nvidia_driver_found();
#else
  return false;
#endif
}

}  // namespace

class BackendSelectionTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    config_ = load_model_config(testing::default_model_dir());
    weights_ = load_model_weights(testing::default_model_dir(), config_);
  }

  void cpu_device_gives_the_cpu_backend_without_notice() {
    const Outcome out = select(Device::Cpu, "/nonexistent");
    QVERIFY(out.backend != nullptr);
    QCOMPARE(out.chosen, Device::Cpu);
    QCOMPARE(out.notice, std::string());
  }

  void missing_module_falls_back_with_a_notice_naming_the_folder() {
    QTemporaryDir empty;
    const std::string dir = empty.path().toStdString();
    expect_fallback(
        dir, {"GPU support is not installed",
              "no " + std::string(cuda_module_file_name()) + " in " + dir, "tessera-cuda package"});
    // The fallback is a working backend: its first greedy token from <s> is the reference's.
    const Outcome out = select(Device::Auto, dir);
    out.backend->allocate_kv_cache(1, 16);
    ForwardBatch batch;
    batch.token_ids = {1};
    batch.positions = {0};
    batch.slot_mapping = {0};
    batch.sequences.push_back({0, 1, 1, {0}, true});
    std::vector<TokenId> tokens;
    out.backend->forward_greedy(batch, tokens);
    QCOMPARE(tokens, std::vector<TokenId>{403});
  }

  void module_that_is_not_a_library_is_named_with_the_loader_error() {
    QTemporaryDir dir;
    const std::string path = module_path(dir.path().toStdString());
    std::ofstream(path) << std::string(4096, 'x');  // long enough to be read as a header
#ifdef _WIN32
    const char* loader_error = "";  // FormatMessage's words, in the system's language
#else
    const char* loader_error = "invalid ELF header";
#endif
    expect_module_refused(dir.path().toStdString(), {path + " could not be loaded", loader_error});
  }

  void module_whose_library_is_missing_names_that_library() {
    const std::string dir = modules_dir("missing_dependency");
#ifdef _WIN32
    const char* loader_error = "";  // Windows' message does not name the missing DLL
#else
    const char* loader_error = "libtessera-test-gone.so: cannot open shared object file";
#endif
    expect_module_refused(dir, {module_path(dir) + " could not be loaded", loader_error});
  }

  void library_without_the_entry_point_is_refused() {
    expect_module_refused(modules_dir("no_entry"),
                          {"is not a Tessera CUDA module (it has no tessera_cuda_module function)"});
  }

  void module_of_another_version_is_refused_naming_both_versions() {
    expect_module_refused(
        modules_dir("wrong_version"),
        {"is from Tessera version 9.9.9 (module interface " +
             std::to_string(kCudaModuleInterface + 999) + ")",
         "this is Tessera", "(module interface " + std::to_string(kCudaModuleInterface) + ")",
         "install the GPU support of the same version"});
  }

  // Without the NVIDIA driver the module is never loaded: loading it maps cuBLAS, whose start
  // alone made 155 MB resident. It runs before the next test loads the real module into this
  // process.
  void without_a_driver_the_module_is_not_loaded() {
#if !defined(TESSERA_CUDA_MODULE_BUILT) || defined(_WIN32)
    QSKIP("no CUDA module in this build, or no /proc/self/maps to read");
#else
    if (!driver_missing_first()) QSKIP("this machine has the NVIDIA driver");
    expect_fallback("", {"no NVIDIA driver is installed (libcuda.so.1 / nvcuda.dll was not found)",
                         "the GPU support needs NVIDIA driver"});
    std::stringstream maps;
    maps << std::ifstream("/proc/self/maps").rdbuf();
    // (Earlier tests loaded modules of the same file name from other folders.)
    const std::string built_module = module_path(cuda_module_dirs("").at(0).string());
    for (const std::string& library : {built_module, std::string("libcublas")}) {
      QVERIFY2(maps.str().find(library) == std::string::npos, library.c_str());
    }
#endif
  }

  // The module in Tessera's library folder of the build tree, as the app finds it. Without a
  // GPU the notice carries the module's own reason (on a machine with no NVIDIA driver: "no
  // NVIDIA driver is installed"); with one, the GPU is used.
  void built_module_is_found_beside_the_program_and_says_why_it_cannot_run() {
#ifndef TESSERA_CUDA_MODULE_BUILT
    expect_fallback("", {"GPU support is not installed"});
#else
    Message problem;
    const auto module = CudaModule::load(cuda_module_dirs(""), problem);
    QVERIFY2(module != nullptr, problem.english().c_str());
    std::string device_name;
    Message why;
    if (module->table().probe(device_name, why)) {
      QCOMPARE(select(Device::Auto, "").chosen, Device::Cuda);
      return;
    }
    const std::string reason = why.english();
    QVERIFY2(reason.find("driver") != std::string::npos || reason.find("GPU") != std::string::npos,
             reason.c_str());
    expect_fallback("", {reason});
#endif
  }

  // Every architecture goes to the CUDA module (rope_scaling of every type, partial rotary,
  // sliding windows, every bias, q/k norms, NoPE layers): none is refused by a field of its
  // config.json, so --device cuda fails here only for want of a module or a driver.
  void cuda_takes_every_architecture_data() {
    QTest::addColumn<QString>("arch");
    for (const char* arch : {"llama3", "llama_linear", "llama_dynamic", "qwen2", "qwen3", "mistral",
                             "phi3", "smollm3"}) {
      QTest::newRow(arch) << arch;
    }
  }
  void cuda_takes_every_architecture() {
    QFETCH(QString, arch);
    const std::string dir = std::string(TESSERA_TEST_DATA_DIR) + "/arch/" + arch.toStdString();
    const ModelConfig config = load_model_config(dir);
    const ModelWeights weights = load_model_weights(dir, config);
    EngineConfig engine_config;
    engine_config.device = Device::Cuda;
    engine_config.num_threads = 1;
    QTemporaryDir no_module;
    engine_config.cuda_module_dir = no_module.path().toStdString();
    std::string error;
    try {
      Device chosen = Device::Auto;
      Message notice;
      make_backend(engine_config, config, weights, chosen, notice);
    } catch (const Error& e) {
      error = e.what();
    }
    QVERIFY2(error.find("config.json") == std::string::npos, error.c_str());
    QVERIFY2(error.empty() || error.find("GPU support is not installed") != std::string::npos ||
                 error.find("NVIDIA driver") != std::string::npos,
             error.c_str());
  }

 private:
  Outcome select(Device device, const std::string& module_dir) {
    EngineConfig config;
    config.device = device;
    config.num_threads = 1;
    config.cuda_module_dir = module_dir;
    Outcome out;
    try {
      Message notice;
      out.backend = make_backend(config, config_, weights_, out.chosen, notice);
      out.notice = notice.english();
    } catch (const Error& error) {
      out.error = error.what();
    }
    return out;
  }

  // Auto: the CPU with a notice holding every part; cuda: an error holding every part.
  void expect_fallback(const std::string& module_dir, const std::vector<std::string>& parts) {
    const Outcome automatic = select(Device::Auto, module_dir);
    QVERIFY(automatic.backend != nullptr);
    QCOMPARE(automatic.chosen, Device::Cpu);
    QVERIFY2(automatic.notice.find("Running on the CPU instead") != std::string::npos,
             automatic.notice.c_str());
    const Outcome cuda = select(Device::Cuda, module_dir);
    QVERIFY(cuda.backend == nullptr);
    QVERIFY2(cuda.error.rfind("device cuda: ", 0) == 0, cuda.error.c_str());
    for (const std::string& part : parts) {
      QVERIFY2(automatic.notice.find(part) != std::string::npos,
               (automatic.notice + "\n  lacks: " + part).c_str());
      QVERIFY2(cuda.error.find(part) != std::string::npos,
               (cuda.error + "\n  lacks: " + part).c_str());
    }
  }

  // CudaModule::load refuses the module in `dir` naming every part; make_backend falls back to
  // the CPU naming them too, or only the missing driver where it checks that first.
  void expect_module_refused(const std::string& dir, const std::vector<std::string>& parts) {
    Message problem;
    QVERIFY(CudaModule::load(cuda_module_dirs(dir), problem) == nullptr);
    for (const std::string& part : parts) {
      QVERIFY2(problem.english().find(part) != std::string::npos,
               (problem.english() + "\n  lacks: " + part).c_str());
    }
    if (driver_missing_first()) {
      expect_fallback(dir, {"no NVIDIA driver is installed"});
    } else {
      expect_fallback(dir, parts);
    }
  }

  ModelConfig config_;
  ModelWeights weights_;
};

QTEST_GUILESS_MAIN(BackendSelectionTest)
#include "backend_selection_test.moc"
