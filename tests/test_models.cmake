# The models the tests read, gathered in one folder of the build tree (TESSERA_TEST_MODELS_DIR):
#   stories260K/                    the demo model (resources/models) with its greedy reference
#                                   (tests/data/models/stories260K/reference_greedy.json)
#   tokenizers/sentencepiece-bpe/   a 4,000-piece SentencePiece vocabulary trained for the tests
#                                   (tests/data/tokenizers/sentencepiece-bpe/make_tokenizer.sh)
# and, linked beside them, every other model or tokenizer of TESSERA_MODELS_DIR, a folder outside
# the repository with larger files (../shared/models where it exists: Llama 2's tokenizer). So a
# fresh clone runs every test; a test that needs an outside file skips, naming it.
set(_tessera_outside_default "")
if(EXISTS ${PROJECT_SOURCE_DIR}/../shared/models)
  get_filename_component(_tessera_outside_default ${PROJECT_SOURCE_DIR}/../shared/models ABSOLUTE)
endif()
set(TESSERA_MODELS_DIR "${_tessera_outside_default}" CACHE PATH
    "Optional folder with more test models beside the repository's fixtures (empty: none)")
set(TESSERA_TEST_MODELS_DIR ${PROJECT_BINARY_DIR}/test-models)

function(tessera_gather_test_models)
  set(into ${TESSERA_TEST_MODELS_DIR})
  file(REMOVE_RECURSE ${into})  # no link left from an earlier TESSERA_MODELS_DIR
  file(GLOB demo ${PROJECT_SOURCE_DIR}/resources/models/stories260K/*)
  foreach(file ${demo} ${PROJECT_SOURCE_DIR}/tests/data/models/stories260K/reference_greedy.json)
    get_filename_component(name ${file} NAME)
    configure_file(${file} ${into}/stories260K/${name} COPYONLY)
  endforeach()
  configure_file(${PROJECT_SOURCE_DIR}/tests/data/tokenizers/sentencepiece-bpe/tokenizer.model
                 ${into}/tokenizers/sentencepiece-bpe/tokenizer.model COPYONLY)
  if(NOT TESSERA_MODELS_DIR)
    return()
  endif()
  if(NOT IS_DIRECTORY ${TESSERA_MODELS_DIR})
    message(FATAL_ERROR "TESSERA_MODELS_DIR '${TESSERA_MODELS_DIR}' is not a folder")
  endif()
  file(GLOB outside RELATIVE ${TESSERA_MODELS_DIR} ${TESSERA_MODELS_DIR}/*
       ${TESSERA_MODELS_DIR}/tokenizers/*)
  foreach(entry ${outside})
    if(NOT EXISTS ${into}/${entry} AND IS_DIRECTORY ${TESSERA_MODELS_DIR}/${entry})
      file(CREATE_LINK ${TESSERA_MODELS_DIR}/${entry} ${into}/${entry} SYMBOLIC)
    endif()
  endforeach()
  message(STATUS "Test models: the repository's fixtures and ${TESSERA_MODELS_DIR}")
endfunction()
tessera_gather_test_models()
