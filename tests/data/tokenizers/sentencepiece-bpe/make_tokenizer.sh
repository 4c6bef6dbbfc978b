#!/usr/bin/env bash
# Trains tokenizer.model, the tests' stand-in for a large SentencePiece vocabulary (Llama 2's
# tokenizer is not in the repository). It is trained with Llama 2's trainer settings (BPE, byte
# fallback, split digits, identity normalization, whitespace kept, a dummy prefix), on English text
# every Debian system has (/usr/share/common-licenses) and a few lines of Japanese, Chinese,
# Korean, emoji and code (corpus_extra.txt), so the tests meet multi-piece words, byte pieces and
# digits as they do with real models.
# Needs Debian's `sentencepiece` package (spm_train 0.1.97). Usage: ./make_tokenizer.sh. Its BPE
# trainer is not deterministic: a new run gives an equivalent vocabulary, not the same file.
set -euo pipefail
cd "$(dirname "$0")"
corpus=$(mktemp)
trap 'rm -f "$corpus"' EXIT
cat /usr/share/common-licenses/{Apache-2.0,GPL-3,LGPL-3,MPL-2.0,GFDL-1.3,Artistic} corpus_extra.txt >"$corpus"
spm_train --input="$corpus" --model_prefix=tokenizer --model_type=bpe --vocab_size=4000 \
  --byte_fallback=true --split_digits=true --normalization_rule_name=identity \
  --add_dummy_prefix=true --remove_extra_whitespaces=false --allow_whitespace_only_pieces=true \
  --character_coverage=0.9995 --unk_id=0 --bos_id=1 --eos_id=2 --pad_id=-1 \
  --num_threads=1 --random_seed=1 --max_sentence_length=4192 --minloglevel=2 >/dev/null
rm tokenizer.vocab
