// The CUDA module's verdicts on drivers and GPUs it cannot meet here: a missing or too old
// driver, and the precision on a Turing GPU (no BF16 tensor cores). Pure rules: no GPU needed.
#include <QtTest>

#ifdef TESSERA_HAVE_CUDA
#include "host/device_check.h"
#include "tessera/error.h"

using namespace tessera;
#endif

class DeviceCheckTest : public QObject {
  Q_OBJECT

 private slots:
#ifdef TESSERA_HAVE_CUDA
  void no_driver_names_the_driver_to_install() {
    QCOMPARE(cuda::driver_problem(0, 13000).english(),
             std::string("no NVIDIA driver is installed (libcuda.so.1 / nvcuda.dll was not found); "
                         "the GPU support needs NVIDIA driver 580 or newer"));
  }

  void driver_of_an_older_cuda_names_both_versions() {
    QCOMPARE(cuda::driver_problem(12040, 13000).english(),
             std::string("the NVIDIA driver supports CUDA 12.4, but the GPU support is built with "
                         "CUDA 13.0: update the NVIDIA driver to 580 or newer"));
  }

  void driver_of_the_same_or_a_newer_cuda_is_accepted() {
    QCOMPARE(cuda::driver_problem(13000, 13000).english(), std::string());
    QCOMPARE(cuda::driver_problem(13020, 13000).english(),
             std::string());  // minor version compatibility
    QCOMPARE(cuda::driver_problem(14000, 13000).english(), std::string());
  }

  void ampere_and_newer_compute_in_bf16_by_default() {
    Message notice;
    QCOMPARE(cuda::precision_for_device(Precision::Auto, 80, "A100", notice), Precision::BF16);
    QCOMPARE(cuda::precision_for_device(Precision::Auto, 120, "RTX 5090", notice), Precision::BF16);
    QCOMPARE(cuda::precision_for_device(Precision::F16, 90, "H200", notice), Precision::F16);
    QCOMPARE(notice.english(), std::string());
  }

  void turing_computes_in_f16_and_says_why() {
    Message notice;
    QCOMPARE(cuda::precision_for_device(Precision::Auto, 75, "Tesla T4", notice), Precision::F16);
    QCOMPARE(notice.english(),
             std::string("Tesla T4 has compute capability 7.5, and BF16 needs 8.0 "
                         "(Ampere) or newer, which added BF16 tensor cores"));
    notice = {};
    QCOMPARE(cuda::precision_for_device(Precision::F32, 75, "Tesla T4", notice), Precision::F32);
    QCOMPARE(notice.english(), std::string());
  }

  void turing_refuses_an_explicit_bf16() {
    Message notice;
    try {
      cuda::precision_for_device(Precision::BF16, 75, "Tesla T4", notice);
      QFAIL("BF16 on compute capability 7.5 was accepted");
    } catch (const Error& error) {
      QVERIFY2(QString(error.what())
                   .startsWith("precision bf16: Tesla T4 has compute capability "
                               "7.5"),
               error.what());
      QVERIFY2(QString(error.what()).endsWith("use f16 or f32"), error.what());
    }
  }
#else
  void skipped_without_cuda() {
    QSKIP("this build has no CUDA backend");
  }
#endif
};

QTEST_GUILESS_MAIN(DeviceCheckTest)
#include "device_check_test.moc"
