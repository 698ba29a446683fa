# The main module's functions a first visit runs, written by scripts/profile-first-page: build_web keeps
# these in the first page's wasm and moves every other function to spindle_web_cold.wasm. Do not edit by hand.
<&A as core::alloc::Allocator>::deallocate::h3d932e0bef19a10d
<&A as core::alloc::Allocator>::deallocate::h638935f134652b2a
<&A as core::alloc::Allocator>::deallocate::hbf1035bd03ee2eca
<&A as core::alloc::Allocator>::deallocate::hd4281225431b9112
<&T as core::fmt::Display>::fmt::h32058f835d2641f8
<&T as core::fmt::Display>::fmt::haa9bb04a4e69f232
<&spindle_core::scheduler::container::ContainerIds as core::iter::traits::collect::IntoIterator>::into_iter::hd61899f8c7e0c1b2
<&str as core[c5930c85a12de822]::fmt::Display>::fmt[1]
<&str as core[c5930c85a12de822]::str::pattern::Pattern>::strip_prefix_of
<<alloc::vec::drain::Drain<T,A> as core::ops::drop::Drop>::drop::DropGuard<T,A> as core::ops::drop::Drop>::drop::hf5ab7eadd0b7c1f6
<<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::DropGuard<T,A> as core::ops::drop::Drop>::drop::h2dcbc39a1ef7f45f
<<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::DropGuard<T,A> as core::ops::drop::Drop>::drop::h38763ceb0287ae00
<<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::DropGuard<T,A> as core::ops::drop::Drop>::drop::h3ebd1282a9f82071
<<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::DropGuard<T,A> as core::ops::drop::Drop>::drop::h48eb88f7dbdbe825
<<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::DropGuard<T,A> as core::ops::drop::Drop>::drop::h68f1075b7740499d
<<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::DropGuard<T,A> as core::ops::drop::Drop>::drop::h94c517b4da1329b9
<<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::DropGuard<T,A> as core::ops::drop::Drop>::drop::h980a4c8eaf5276d5
<<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::DropGuard<T,A> as core::ops::drop::Drop>::drop::ha136464b1beca34b
<<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::DropGuard<T,A> as core::ops::drop::Drop>::drop::ha18419a2ccf29003
<<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::DropGuard<T,A> as core::ops::drop::Drop>::drop::hb8aa94d0678c7461
<<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::DropGuard<T,A> as core::ops::drop::Drop>::drop::hbfab14624b38dd1d
<A as core::slice::cmp::SlicePartialEq<B>>::equal_same_length::h20fd0d78e7fbab92
<A as core::slice::cmp::SlicePartialEq<B>>::equal_same_length::h491a29146f99a294
<A as core::slice::cmp::SlicePartialEq<B>>::equal_same_length::h761ef7021dd61e0f
<A as core::slice::cmp::SlicePartialEq<B>>::equal_same_length::h93811c25ecfbb774
<A as core::slice::cmp::SlicePartialEq<B>>::equal_same_length::h97d68847d90963ca
<A as core::slice::cmp::SlicePartialEq<B>>::equal_same_length::ha5b905181e5faf7a
<A as core::slice::cmp::SlicePartialEq<B>>::equal_same_length::ha77c75e3cc8140d8
<A as core::slice::cmp::SlicePartialEq<B>>::equal_same_length::hbf4c046f67c1adc3
<A as core::slice::cmp::SlicePartialEq<B>>::equal_same_length::he7dbe8627319a58a
<A as core::slice::cmp::SlicePartialEq<B>>::equal_same_length::hf26ca5f430509e69
<Q as hashbrown::Equivalent<K>>::equivalent::h0337bd6b13d69e17
<Q as hashbrown::Equivalent<K>>::equivalent::h2fe17a4de078c1a1
<Q as hashbrown::Equivalent<K>>::equivalent::h83368d9dd71c8823
<Q as hashbrown::Equivalent<K>>::equivalent::hf39d11462100c011
<T as alloc::slice::<impl [T]>::to_vec_in::ConvertVec>::to_vec::h614666888762f367
<T as alloc::slice::<impl [T]>::to_vec_in::ConvertVec>::to_vec::he75e3c821b56f0c3
<T as alloc::string::ToString>::to_string::h0889391d2d25a081
<T as alloc::string::ToString>::to_string::h49aa0181e8fc12c2
<T as alloc::string::ToString>::to_string::h6a2dcd20ea54b4f8
<T as alloc::string::ToString>::to_string::ha72c140494c65cc8
<T as alloc::string::ToString>::to_string::hb2f1ed7116aa4305
<T as alloc::string::ToString>::to_string::hd4eee95619dc2560
<T as core::any::Any>::type_id::h01a706dc0783a692
<T as core::any::Any>::type_id::h03fe51ef7b320058
<T as core::any::Any>::type_id::h04eefba0eadd8445
<T as core::any::Any>::type_id::h061a66f6a186b799
<T as core::any::Any>::type_id::h07ea068fac885da5
<T as core::any::Any>::type_id::h0ab35921238480e2
<T as core::any::Any>::type_id::h0accc515e6aa0bcd
<T as core::any::Any>::type_id::h0acdd2aa7a0566d1
<T as core::any::Any>::type_id::h1209e2f2285951cd
<T as core::any::Any>::type_id::h176b0fa9ab9e5b26
<T as core::any::Any>::type_id::h24960b7393b87c54
<T as core::any::Any>::type_id::h24bcdc140aea7e43
<T as core::any::Any>::type_id::h2519d80bf3e3849d
<T as core::any::Any>::type_id::h27163b32d7ebbd9c
<T as core::any::Any>::type_id::h2885028a0f30cfe9
<T as core::any::Any>::type_id::h318d56ac6fb0329d
<T as core::any::Any>::type_id::h322694530e673a55
<T as core::any::Any>::type_id::h33a0bb7345fb6b70
<T as core::any::Any>::type_id::h33d08a21034b9fd3
<T as core::any::Any>::type_id::h3866e3cebdfd4109
<T as core::any::Any>::type_id::h3972f50e74c13af9
<T as core::any::Any>::type_id::h39f02bc73d1d0d21
<T as core::any::Any>::type_id::h3a155e877bc5dd32
<T as core::any::Any>::type_id::h3f3ab7ac7c9015ab
<T as core::any::Any>::type_id::h499c4d947bbb2c20
<T as core::any::Any>::type_id::h4d5c0d3e7d02c7f8
<T as core::any::Any>::type_id::h4f310400899bbe8e
<T as core::any::Any>::type_id::h4ff5ae87ebcedaff
<T as core::any::Any>::type_id::h5002d6b8897a127a
<T as core::any::Any>::type_id::h599ecaf4cb205b36
<T as core::any::Any>::type_id::h5ee3e221d004695a
<T as core::any::Any>::type_id::h60eb2b1490dcfcea
<T as core::any::Any>::type_id::h663f01f1d3eb6fb1
<T as core::any::Any>::type_id::h694b8d30a4e191c2
<T as core::any::Any>::type_id::h6c61f457c3cd6f54
<T as core::any::Any>::type_id::h6eda33fc7138e4dd
<T as core::any::Any>::type_id::h7189f0f29b8f25fd
<T as core::any::Any>::type_id::h75f1e82b60a505a5
<T as core::any::Any>::type_id::h78edb28dc7b0b526
<T as core::any::Any>::type_id::h79c0c67027ed4ee1
<T as core::any::Any>::type_id::h7ef392e839e3312b
<T as core::any::Any>::type_id::h7f864ab456c35c95
<T as core::any::Any>::type_id::h9862fc815bcbb6cc
<T as core::any::Any>::type_id::h98b7620d258d0cef
<T as core::any::Any>::type_id::ha312bfbe628e0202
<T as core::any::Any>::type_id::ha312d09e79a761f7
<T as core::any::Any>::type_id::ha72e34f0fc7b431f
<T as core::any::Any>::type_id::ha78e662978bbca2c
<T as core::any::Any>::type_id::hb84278f7d915468e
<T as core::any::Any>::type_id::hb886c6de0c2f06b6
<T as core::any::Any>::type_id::hbe04c80835c28ac2
<T as core::any::Any>::type_id::hbe3e86b5ea0e2122
<T as core::any::Any>::type_id::hbeb73828e0796907
<T as core::any::Any>::type_id::hc5ca495789f326fc
<T as core::any::Any>::type_id::hcfe14c769f327f26
<T as core::any::Any>::type_id::hd1889e3eccea3bfe
<T as core::any::Any>::type_id::hd6ba5f7e480564ef
<T as core::any::Any>::type_id::hdabd34ad1b11ecbf
<T as core::any::Any>::type_id::hdf41ea69c1d7dc00
<T as core::any::Any>::type_id::he5d6494e93f9f944
<T as core::any::Any>::type_id::hec91952583983778
<T as core::any::Any>::type_id::hedcc127eb250d7e2
<T as core::any::Any>::type_id::hf1c6b3c6925e63f3
<T as core::any::Any>::type_id::hf2cbbf954a94d79d
<T as core::any::Any>::type_id::hf3883050b37e8e30
<T as core::any::Any>::type_id::hf3a399efdaf84e4c
<T as core::any::Any>::type_id::hf4af3a4127acaba7
<T as core::any::Any>::type_id::hf655f9f19df19af2
<T as core::any::Any>::type_id::hfad5c98a1e128776
<T as core::any::Any>::type_id::hfb68885994ca041f
<T as core::slice::cmp::SliceContains>::slice_contains::h2647b81f6d259c05
<[core::mem::maybe_uninit::MaybeUninit<T>; N] as core::array::iter::iter_inner::PartialDrop>::partial_drop::h5163acd7d684ef2f
<[core::mem::maybe_uninit::MaybeUninit<T>] as core::array::iter::iter_inner::PartialDrop>::partial_drop::h981d9ba07e12c007
<[u8]>::starts_with
<alloc::borrow::Cow<B> as core::ops::deref::Deref>::deref::hf1000d3eaeed7a01
<alloc::boxed::Box<F,A> as core::ops::function::FnOnce<Args>>::call_once::h213f8b94dac4a7fa
<alloc::boxed::Box<T,A> as core::ops::drop::Drop>::drop::h0508d853856af857
<alloc::boxed::Box<T,A> as core::ops::drop::Drop>::drop::h2d51853518014060
<alloc::boxed::Box<T,A> as core::ops::drop::Drop>::drop::h434a762a76c3b779
<alloc::boxed::Box<[T],A> as core::clone::Clone>::clone::h7f9268cb1b673754
<alloc::boxed::Box<[T],A> as core::clone::Clone>::clone::hec933781b0b32d88
<alloc::collections::btree::map::IntoIter<K,V,A> as core::iter::traits::double_ended::DoubleEndedIterator>::next_back::h138aa3b7b5ae8f43
<alloc::collections::btree::map::IntoIter<K,V,A> as core::ops::drop::Drop>::drop::h659617567dcb2bdf
<alloc::collections::btree::map::IntoValues<K,V,A> as core::iter::traits::double_ended::DoubleEndedIterator>::next_back::h41c6119726ddd60b
<alloc::collections::vec_deque::VecDeque<T,A> as core::clone::Clone>::clone::h23ba3052f71c1187
<alloc::collections::vec_deque::iter::Iter<T> as core::iter::traits::iterator::Iterator>::try_fold::h9a8da5f5e5afea55
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h03ad3296882153e6
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h044908ab96b8e904
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h08474692e87726c0
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h0a342864631bd781
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h0b54396070edbdc2
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h0fbb55133c69c963
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h120ca7e113ff502a
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h1581debe7e7c8138
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h2316f798952f3943
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h24434e8fef8aaec9
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h29940194c687b0be
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h2a48b8735aacf4c9
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h2da0dcc673145291
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h2e754c22d561edf2
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h3a06d3d8be2ed83d
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h425ee2a0b53cc122
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h44b30d172b25d08b
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h50ae7c8250e0b077
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h542256298528cdfd
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h615ad3dec0a89745
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h63bdb3708e1e13db
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h701a8741a6d6f4ed
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h8512bec372482469
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::h8701b0fe78aea2dc
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::ha3ee133c6c8b5505
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::ha5a04ef7a75a5f80
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::ha75bb4ef5aa81f26
<alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop::heeda3ec0b5b6d9f3
<alloc::rc::Rc<T,A> as core::clone::Clone>::clone::h10400f38576b3d1a
<alloc::rc::Rc<T,A> as core::clone::Clone>::clone::h1c316536ab7bf9db
<alloc::rc::Rc<T,A> as core::clone::Clone>::clone::h57a5023183cbaf5b
<alloc::rc::Rc<T,A> as core::clone::Clone>::clone::h76c1456ec3a1e5d4
<alloc::rc::Rc<T,A> as core::clone::Clone>::clone::h76c76132e6d8a757
<alloc::rc::Rc<T,A> as core::cmp::PartialEq>::eq::h6b34c95842b4b547
<alloc::rc::Rc<T,A> as core::cmp::PartialEq>::eq::h86c02bbfbac7c4c0
<alloc::rc::Rc<T,A> as core::cmp::PartialEq>::ne::hda8bd3d21f99cd1e
<alloc::rc::Rc<T,A> as core::ops::drop::Drop>::drop::h0526b1ab3ab14bdf
<alloc::rc::Rc<T,A> as core::ops::drop::Drop>::drop::h1d515f628f486a75
<alloc::rc::Rc<T,A> as core::ops::drop::Drop>::drop::h339aa20cb6902c1d
<alloc::rc::Rc<T,A> as core::ops::drop::Drop>::drop::h8679b37366cd3e70
<alloc::rc::Rc<T> as core::default::Default>::default::h5b74ee0a26e2919f
<alloc::rc::Rc<T> as core::default::Default>::default::h901a93194b186825
<alloc::rc::Rc<T> as yew::utils::RcExt<T>>::unwrap_or_clone::h2062e798f39ee5ae
<alloc::rc::Rc<T> as yew::utils::RcExt<T>>::unwrap_or_clone::h4078285cfb0bcf36
<alloc::rc::Rc<T> as yew::utils::RcExt<T>>::unwrap_or_clone::h9625280a91a327c7
<alloc::rc::Rc<T> as yew::utils::RcExt<T>>::unwrap_or_clone::had8491d1f98c71fa
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h00d2dffd90cd0996
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h00ebcf919c5293e5
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h018f17c0ee0f2744
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h01e2f975bb9e0586
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h02503b4d52940109
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h099819ab94d4a995
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h0ee163f5b3781dbb
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h10b3d0311e8b552e
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h118f4496b2dfb4a6
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h11aa7f86227663f9
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h11b02969dc3b40f3
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h1fcefff1c2411a50
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h3317ff75789b53e3
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h3d25fd84c0f9d466
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h3dc2f2eba7e693b4
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h3ee75545f9bf2d02
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h431dfaebbfa71347
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h45fe7f8621588816
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h4c66bfd8553ad719
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h4dd5c01de5718dfb
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h5f0beb9d4bf67b33
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h6168bde8518ab95f
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h673973ced3f9e70e
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::h70e1e3aece4b35ea
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::hadc4177f5fad4424
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::hb5f2b1e1a6dd899f
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::hdfcf5465253ed510
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::hf535859fb24dcd7f
<alloc::rc::Weak<T,A> as core::ops::drop::Drop>::drop::hfb44cbc664f2de2f
<alloc::string::String as core::iter::traits::collect::Extend<char>>::extend::he38268e9cca62c12
<alloc::sync::Weak<T,A> as core::ops::drop::Drop>::drop::hbd29b62530d64e62
<alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<&T,core::slice::iter::Iter<T>>>::spec_extend::h6dbba090fc20b25c
<alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend::h602ef22082dd7478
<alloc::vec::Vec<T,A> as core::clone::Clone>::clone::h0e3a40f00f764c0b
<alloc::vec::Vec<T,A> as core::clone::Clone>::clone::h155093e13d0d3290
<alloc::vec::Vec<T,A> as core::clone::Clone>::clone::h17dc32befd3dcb91
<alloc::vec::Vec<T,A> as core::clone::Clone>::clone::h688982c5ad82b1e3
<alloc::vec::Vec<T,A> as core::clone::Clone>::clone::h6f91c95ce886d9aa
<alloc::vec::Vec<T,A> as core::clone::Clone>::clone::h8c05c1ca336cd3b8
<alloc::vec::Vec<T,A> as core::clone::Clone>::clone::had91efafae55b9bd
<alloc::vec::Vec<T,A> as core::clone::Clone>::clone::hb252603d739ef254
<alloc::vec::Vec<T,A> as core::clone::Clone>::clone::hc9fa61ee6e495665
<alloc::vec::Vec<T,A> as core::convert::From<alloc::boxed::Box<[T],A>>>::from::h62464560d1e7b631
<alloc::vec::Vec<T,A> as core::iter::traits::collect::Extend<T>>::extend::h12d5078842001831
<alloc::vec::Vec<T,A> as core::iter::traits::collect::Extend<T>>::extend::hd495273ad10b8fd8
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::h0ef770427b88944b
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::h154f4e6d1e8550c4
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::h1794f2ef9eaedf20
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::h19fd3ed6dc8c0acd
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::h278087d7cebe02b2
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::h2c72b1ff0aff3e15
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::h39145205a716efb3
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::h4b53017434af579f
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::h4bf940f54f44f611
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::h4e2949b86e824e0e
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::h7d601c9379c647c3
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::h7f231e4d37c2f3f7
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::h8b7367ee16ad8128
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::h95ecb136184c884c
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::h9938c8998e170754
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::ha2ce0cd56ade952e
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::ha675a80a0fab693c
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::hb7371bbe40e372d6
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::hb989844fc4ac2774
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::hc4661d47abad1429
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::hc785aa72f2efb889
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::hcd3f9c60163844fc
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::hd129454d1c77ec00
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::hd22813ed6611f6dd
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::hd805cd7ac99eecbf
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::hf1cfad18c16411f0
<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop::hfecc06811d950b79
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::h047cb3e5912df1e1
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::h055669dacb7d4288
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::h088afcb7ce6898f3
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::h0b05af4c9ca358d3
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::h136e41ea403308c0
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::h1426ca048ac3b646
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::h1a09d96bc4b1f0d0
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::h1a5f734638338c90
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::h1b4b0160bec31a8d
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::h364285521d22efa6
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::h3bdfc8865402dc6d
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::h4df934ec9f4e0f99
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::h58225d5a3cb380c1
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::h7f803519987e8706
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::h9077c0ff3ea54241
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::hb1bdb2f9be8837f8
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::hb3d4c304e5c8acca
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::hc50591f82a9368b3
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::hc7a6b65fcb072f31
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::hde155905fea62b20
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::hf24f7817252b94a9
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::hf48718faf2a5ac70
<alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter::hf96d6dff39035859
<alloc::vec::drain::Drain<T,A> as core::ops::drop::Drop>::drop::h31fc00b026f09f44
<alloc::vec::into_iter::IntoIter<T,A> as core::iter::traits::iterator::Iterator>::fold::h3c6a43e2325a9c80
<alloc::vec::into_iter::IntoIter<T,A> as core::iter::traits::iterator::Iterator>::fold::haada0fc3cbf95b31
<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::h039040457f188c0c
<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::h35c3f715dced3f8d
<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::h501bf276997d3050
<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::hac879db97ffa525e
<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::hca2ada098bead494
<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::hd44881025542145b
<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::hdaad0084c74c739f
<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::hdabfc2349fefa36e
<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::he76c7008c797177a
<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::hee1e7bc45092a80e
<alloc::vec::into_iter::IntoIter<T,A> as core::ops::drop::Drop>::drop::hf47d3cf26d53290d
<alloc[3ca501edff3f0c7c]::alloc::Global as core[c5930c85a12de822]::alloc::Allocator>::deallocate
<alloc[3ca501edff3f0c7c]::alloc::Global as core[c5930c85a12de822]::alloc::Allocator>::deallocate[1]
<alloc[3ca501edff3f0c7c]::alloc::Global as core[c5930c85a12de822]::alloc::Allocator>::deallocate[2]
<alloc[3ca501edff3f0c7c]::alloc::Global as core[c5930c85a12de822]::alloc::Allocator>::deallocate[3]
<alloc[3ca501edff3f0c7c]::alloc::Global as core[c5930c85a12de822]::alloc::Allocator>::deallocate[4]
<alloc[3ca501edff3f0c7c]::alloc::Global as core[c5930c85a12de822]::alloc::Allocator>::deallocate[5]
<alloc[3ca501edff3f0c7c]::alloc::Global as core[c5930c85a12de822]::alloc::Allocator>::deallocate[6]
<alloc[3ca501edff3f0c7c]::alloc::Global>::alloc_impl_runtime
<alloc[3ca501edff3f0c7c]::alloc::Global>::alloc_impl_runtime[11]
<alloc[3ca501edff3f0c7c]::alloc::Global>::alloc_impl_runtime[12]
<alloc[3ca501edff3f0c7c]::alloc::Global>::alloc_impl_runtime[1]
<alloc[3ca501edff3f0c7c]::alloc::Global>::alloc_impl_runtime[2]
<alloc[3ca501edff3f0c7c]::alloc::Global>::alloc_impl_runtime[4]
<alloc[3ca501edff3f0c7c]::alloc::Global>::alloc_impl_runtime[5]
<alloc[3ca501edff3f0c7c]::alloc::Global>::alloc_impl_runtime[6]
<alloc[3ca501edff3f0c7c]::alloc::Global>::alloc_impl_runtime[7]
<alloc[3ca501edff3f0c7c]::alloc::Global>::alloc_impl_runtime[8]
<alloc[3ca501edff3f0c7c]::raw_vec::RawVec<u8>>::grow_one
<alloc[3ca501edff3f0c7c]::raw_vec::RawVecInner<_>>::reserve::do_reserve_and_handle::<alloc[3ca501edff3f0c7c]::alloc::Global>[1]
<alloc[3ca501edff3f0c7c]::raw_vec::RawVecInner>::finish_grow[1]
<alloc[3ca501edff3f0c7c]::rc::Rc<str> as core[c5930c85a12de822]::convert::From<&str>>::from
<alloc[3ca501edff3f0c7c]::rc::Rc<str> as core[c5930c85a12de822]::convert::From<alloc[3ca501edff3f0c7c]::string::String>>::from
<alloc[3ca501edff3f0c7c]::string::String as core[c5930c85a12de822]::clone::Clone>::clone
<alloc[3ca501edff3f0c7c]::string::String as core[c5930c85a12de822]::clone::Clone>::clone_from
<alloc[3ca501edff3f0c7c]::string::String as core[c5930c85a12de822]::cmp::PartialEq<&str>>::eq[1]
<alloc[3ca501edff3f0c7c]::string::String as core[c5930c85a12de822]::cmp::PartialEq>::eq
<alloc[3ca501edff3f0c7c]::string::String as core[c5930c85a12de822]::cmp::PartialEq>::eq[1]
<alloc[3ca501edff3f0c7c]::string::String as core[c5930c85a12de822]::fmt::Display>::fmt
<alloc[3ca501edff3f0c7c]::string::String as core[c5930c85a12de822]::fmt::Display>::fmt[1]
<alloc[3ca501edff3f0c7c]::string::String as core[c5930c85a12de822]::fmt::Display>::fmt[2]
<alloc[3ca501edff3f0c7c]::string::String as core[c5930c85a12de822]::fmt::Write>::write_char[4]
<alloc[3ca501edff3f0c7c]::string::String as core[c5930c85a12de822]::fmt::Write>::write_str
<alloc[3ca501edff3f0c7c]::string::String as core[c5930c85a12de822]::fmt::Write>::write_str[4]
<alloc[3ca501edff3f0c7c]::string::String>::push
<alloc[3ca501edff3f0c7c]::string::String>::push[1]
<async_once_cell::InitFuture<T,F> as core::future::future::Future>::poll::hcbdc51eba8f6eb14
<async_once_cell::InitFuture<T,F> as core::future::future::Future>::poll::{{closure}}::h5166098d1bb07573
<async_once_cell::QueueHead as core::ops::drop::Drop>::drop::h895681fdca1a7fe1
<async_once_cell::QueueRef as core::ops::drop::Drop>::drop::h70d71a98a390b302
<async_once_cell::QueueWaiter as core::future::future::Future>::poll::h2bb102f4e7d9c166
<async_once_cell::QuickInitGuard as core::ops::drop::Drop>::drop::hceb1e514a4316ed5
<char as core[c5930c85a12de822]::str::pattern::Pattern>::into_searcher
<char as core[c5930c85a12de822]::str::pattern::Pattern>::into_searcher[1]
<char>::is_whitespace[1]
<core::hash::sip::Hasher<S> as core::hash::Hasher>::write::hc540c6201b74d644
<core::iter::adapters::chain::Chain<A,B> as core::iter::traits::iterator::Iterator>::fold::hbc5fc5c7322f743c
<core::iter::adapters::chain::Chain<A,B> as core::iter::traits::iterator::Iterator>::next::ha14576a3b6bcbadc
<core::iter::adapters::cloned::Cloned<I> as core::iter::traits::exact_size::ExactSizeIterator>::len::h35f6385c973b8e34
<core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::fold::h468d7d8f6bd46d54
<core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::fold::hfc8ab09eaa0c6c1e
<core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::next::h04a51b69000b417d
<core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::next::h7e458e215bef66a2
<core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::next::h8b6eb1a0e6f7e488
<core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::next::h98fd9c74255eb794
<core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::size_hint::hc24534cc0374574e
<core::iter::adapters::filter::Filter<I,P> as core::iter::traits::iterator::Iterator>::next::h03f141061083e7e2
<core::iter::adapters::filter::Filter<I,P> as core::iter::traits::iterator::Iterator>::next::ha29d352421a8b74f
<core::iter::adapters::filter_map::FilterMap<I,F> as core::iter::traits::iterator::Iterator>::next::h55d7f574bc109853
<core::iter::adapters::filter_map::FilterMap<I,F> as core::iter::traits::iterator::Iterator>::next::h98d0e89dbe6ff115
<core::iter::adapters::flatten::FlatMap<I,U,F> as core::iter::traits::iterator::Iterator>::size_hint::h6b3165e3aee20346
<core::iter::adapters::flatten::FlattenCompat<I,U> as core::iter::traits::iterator::Iterator>::fold::flatten::{{closure}}::h1921b882a1f2b46c
<core::iter::adapters::flatten::FlattenCompat<I,U> as core::iter::traits::iterator::Iterator>::try_fold::flatten::{{closure}}::h21587b8f36bacacc
<core::iter::adapters::flatten::FlattenCompat<I,U> as core::iter::traits::iterator::Iterator>::try_fold::flatten::{{closure}}::ha39075206363f075
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h0a551eb2fc4fc782
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h0a756c3039beaf67
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h0bc023408ffa6559
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h22311c6d2a05bbf2
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h2c283f24994b7b0f
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h32aa77a92e73af57
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h3d76401249568127
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h400c0c76e2fe97eb
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h50d6d9c5d0a9a8cb
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h53b8cb04ea4d72e3
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h5e6bfa10369fe1fd
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h6062f435a09a4810
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h6077d0f635316731
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h6706b4ea27eed9a9
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h6757f88457ff4b1e
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h6e2229ef6d41669e
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h7186bb135ab5590f
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h7746b6b33c39eb7e
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h78ef626261ad3e8d
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h7f03b618f6e4c72a
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h817431806365bd3b
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h86f4529cf013557a
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h8fa3104bb0b3e7eb
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::h94ce7f3ee55258be
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::ha5fd8ce28be84957
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::haf9eaab353e7a0f0
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::hb63485e06acd5e27
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::hb7d8eb9a86626145
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::hb81d2cfdd25169a6
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::hc2981871c1e1a632
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::hce70dd244ed42958
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::hd518110c0bc8fcb6
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::hd8136aa491203147
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold::hf3779af010109dde
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next::h95b24d26de325e81
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next::hb767a31db85a5a08
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next::hcdbe0d393a5bbfe0
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next::hf48b973090858c8c
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next::hf938b52b23f9161d
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint::hb74b531eeef9c269
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint::hbbfda2748b4a6e94
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::try_fold::h4a8992db19e3bed2
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::try_fold::h846364fdeaf39102
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::try_fold::h9a67ea033021444f
<core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::try_fold::haa0bd230fbefbd9e
<core::iter::adapters::rev::Rev<I> as core::iter::traits::iterator::Iterator>::fold::hd543929d1c3e2c94
<core::iter::adapters::skip::Skip<I> as core::iter::traits::double_ended::DoubleEndedIterator>::try_rfold::hedb00b22da354a18
<core::iter::adapters::take::Take<I> as core::iter::traits::iterator::Iterator>::next::h436a774382b35dd0
<core::iter::adapters::zip::Zip<A,B> as core::iter::traits::iterator::Iterator>::next::hbb76067128fb5117
<core::option::Option<T> as core::clone::Clone>::clone::h177a3894c37845a2
<core::option::Option<T> as core::clone::Clone>::clone::h46f69d396cf40cbd
<core::option::Option<T> as core::clone::Clone>::clone::h476cdac63a84939d
<core::option::Option<T> as core::clone::Clone>::clone::h4b1560ac233bb8fc
<core::option::Option<T> as core::clone::Clone>::clone::h50ff55716470556a
<core::option::Option<T> as core::clone::Clone>::clone::h6e0d3dfd27edeaf8
<core::option::Option<T> as core::clone::Clone>::clone::hfed5f507542d41b3
<core::option::Option<T> as core::cmp::PartialEq>::eq::h1675f6b517fed5b4
<core::option::Option<T> as core::cmp::PartialEq>::eq::h4b399e3a8010efa5
<core::option::Option<T> as core::cmp::PartialEq>::eq::h7d83ae818de00860
<core::option::Option<T> as core::cmp::PartialEq>::eq::h8daae500fff9a194
<core::option::Option<T> as core::cmp::PartialEq>::eq::h9bbdc334007de173
<core::option::Option<T> as core::cmp::PartialEq>::eq::hf83aa5be19a5113a
<core::option::Option<alloc::string::String> as yew::html::conversion::into_prop_value::IntoPropValue<core::option::Option<implicit_clone::unsync::string::IString>>>::into_prop_value::h46f7f3d2c8bca6b9
<core::result::Result<T,E> as wasm_bindgen::UnwrapThrowExt<T>>::unwrap_throw::h00fc2288eaeb9fda
<core::result::Result<T,E> as wasm_bindgen::UnwrapThrowExt<T>>::unwrap_throw::h18bfd464a9a6664c
<core::result::Result<T,E> as wasm_bindgen::UnwrapThrowExt<T>>::unwrap_throw::h4e14935447d49ecf
<core::result::Result<T,E> as wasm_bindgen::UnwrapThrowExt<T>>::unwrap_throw::h97d14f4eab032948
<core::str::iter::Split<P> as core::iter::traits::iterator::Iterator>::next::h159cb65056a99303
<core::str::pattern::CharPredicateSearcher<F> as core::str::pattern::Searcher>::next_reject::h68f9a61f60559886
<core[c5930c85a12de822]::fmt::Formatter>::pad
<core[c5930c85a12de822]::fmt::Formatter>::pad_integral
<core[c5930c85a12de822]::fmt::Formatter>::pad_integral::write_prefix
<core[c5930c85a12de822]::hash::sip::Sip13Rounds as core[c5930c85a12de822]::hash::sip::Sip>::c_rounds[1]
<core[c5930c85a12de822]::hash::sip::Sip13Rounds as core[c5930c85a12de822]::hash::sip::Sip>::c_rounds[2]
<core[c5930c85a12de822]::str::iter::CharIndices as core[c5930c85a12de822]::iter::traits::double_ended::DoubleEndedIterator>::next_back
<core[c5930c85a12de822]::str::iter::CharIndices as core[c5930c85a12de822]::iter::traits::iterator::Iterator>::next[1]
<core[c5930c85a12de822]::str::iter::Chars as core[c5930c85a12de822]::iter::traits::iterator::Iterator>::next
<core[c5930c85a12de822]::str::iter::SplitWhitespace as core[c5930c85a12de822]::iter::traits::iterator::Iterator>::next
<core[c5930c85a12de822]::str::pattern::CharSearcher as core[c5930c85a12de822]::str::pattern::Searcher>::next_match
<core[c5930c85a12de822]::str::pattern::StrSearcher as core[c5930c85a12de822]::str::pattern::Searcher>::next_match
<core[c5930c85a12de822]::str::pattern::StrSearcher>::new
<dlmalloc[e24a27700634d609]::dlmalloc::Dlmalloc<dlmalloc[e24a27700634d609]::sys::System>>::dispose_chunk
<dlmalloc[e24a27700634d609]::dlmalloc::Dlmalloc<dlmalloc[e24a27700634d609]::sys::System>>::free
<dlmalloc[e24a27700634d609]::dlmalloc::Dlmalloc<dlmalloc[e24a27700634d609]::sys::System>>::insert_large_chunk
<dlmalloc[e24a27700634d609]::dlmalloc::Dlmalloc<dlmalloc[e24a27700634d609]::sys::System>>::malloc
<dlmalloc[e24a27700634d609]::dlmalloc::Dlmalloc<dlmalloc[e24a27700634d609]::sys::System>>::unlink_chunk
<dlmalloc[e24a27700634d609]::sys::System as dlmalloc[e24a27700634d609]::Allocator>::alloc
<hashbrown::control::bitmask::BitMaskIter as core::iter::traits::iterator::Iterator>::next::h6ace3ca805fc1030
<hashbrown::map::HashMap<K,V,S,A> as core::iter::traits::collect::Extend<(K,V)>>::extend::h273d0f4fb90ccc78
<hashbrown::map::HashMap<K,V,S,A> as core::iter::traits::collect::Extend<(K,V)>>::extend::hc55239efac648f32
<hashbrown::map::Iter<K,V> as core::iter::traits::iterator::Iterator>::next::h5a5cb73f83c9ee2c
<hashbrown::map::Iter<K,V> as core::iter::traits::iterator::Iterator>::next::hc33cf957e7fb0341
<hashbrown::raw::RawTable<T,A> as core::ops::drop::Drop>::drop::h076a81f5fe1ed145
<hashbrown::raw::RawTable<T,A> as core::ops::drop::Drop>::drop::h31a0856f9215a436
<hashbrown::raw::RawTable<T,A> as core::ops::drop::Drop>::drop::h423bc195888cd865
<hashbrown::raw::RawTable<T,A> as core::ops::drop::Drop>::drop::h53df57197d7e8762
<hashbrown[5e619d7d1129c59f]::raw::RawTableInner>::find_insert_index
<hashbrown[5e619d7d1129c59f]::raw::RawTableInner>::find_insert_index[1]
<hashbrown[5e619d7d1129c59f]::raw::RawTableInner>::find_insert_index_in_group
<hashbrown[5e619d7d1129c59f]::raw::RawTableInner>::find_insert_index_in_group[1]
<hashbrown[5e619d7d1129c59f]::raw::RawTableInner>::find_or_find_insert_index_inner
<hashbrown[5e619d7d1129c59f]::raw::RawTableInner>::find_or_find_insert_index_inner[1]
<hashbrown[5e619d7d1129c59f]::raw::RawTableInner>::fix_insert_index
<hashbrown[5e619d7d1129c59f]::raw::RawTableInner>::fix_insert_index[1]
<hashbrown[5e619d7d1129c59f]::raw::TableLayout>::calculate_layout_for
<hashbrown[5e619d7d1129c59f]::raw::TableLayout>::calculate_layout_for[1]
<hashbrown[5e619d7d1129c59f]::raw::TableLayout>::calculate_layout_for[2]
<hashbrown[5e619d7d1129c59f]::raw::TableLayout>::calculate_layout_for[3]
<i64 as core[c5930c85a12de822]::fmt::Display>::fmt
<implicit_clone::sync::string::IString as core::cmp::PartialEq>::eq::h9fce940c8321683c
<implicit_clone::sync::string::IString as core::ops::deref::Deref>::deref::hfa99fe85f190f8e0
<implicit_clone::unsync::array::IArray<T> as core::iter::traits::collect::IntoIterator>::into_iter::h3ab5ff6274db4300
<implicit_clone::unsync::array::IArrayIntoIter<T> as core::iter::traits::iterator::Iterator>::next::h401c6a7c8f1d851b
<implicit_clone::unsync::string::IString as core::clone::Clone>::clone::hea8c27885e8de175
<implicit_clone::unsync::string::IString as core::clone::Clone>::clone::hea8c27885e8de175[1]
<implicit_clone::unsync::string::IString as core::convert::From<&str>>::from::hbf4efffb81c141cd
<implicit_clone::unsync::string::IString as core::convert::From<alloc::string::String>>::from::h76adcc124fee6a45
<indexmap::map::IndexMap<K,V,S> as core::default::Default>::default::hd04fad6fcd301467
<indexmap::map::IndexMap<K,V,S> as core::iter::traits::collect::Extend<(K,V)>>::extend::h227b4dfbf7e7bc6b
<indexmap::map::IndexMap<K,V,S> as core::iter::traits::collect::Extend<(K,V)>>::extend::hf969eed479f4fd9a
<indexmap::map::IndexMap<K,V,S> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter::h64a4ca1882a62928
<indexmap::set::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next::hadc5102394db6791
<js_sys::Object<T> as core::clone::Clone>::clone::h1d792120fde315be
<js_sys::Object<T> as core::clone::Clone>::clone::hf633419560f1a78d
<pinned::oneshot::Receiver<T> as core::future::future::Future>::poll::h54416ca1aee9298b
<pinned::oneshot::Sender<T> as core::ops::drop::Drop>::drop::ha2f90b6af9470a76
<spindle_core::constraint::ast::PlacementConstraint as core::clone::Clone>::clone::hb88b1b0d28d0efed
<spindle_core::constraint::ast::PlacementConstraint as core::cmp::PartialEq>::eq::h76eebd15e9e4763b
<spindle_core::constraint::ast::Target as core::clone::Clone>::clone::h857343e2c6da35ce
<spindle_core::constraint::ast::Target as core::cmp::PartialEq>::eq::hbb06c1d935672554
<spindle_core::decimal::print::Float<f64> as core::fmt::Display>::fmt::h430d56c2362f19f7
<spindle_core::handler::Handler as core::str::traits::FromStr>::from_str::h3997ae99fb91f5f1
<spindle_core::resource::Resource as core::cmp::PartialEq>::eq::h337c034a734cda43
<spindle_core::scenario::format::NodeSpec as core::clone::Clone>::clone::hcd5d9bdb14daff78[2]
<spindle_core::scenario::format::Scenario as core::clone::Clone>::clone::ha8d85448787c78c4[1]
<spindle_core::sorted_map::SortedMap<K,V> as core::convert::From<[(K,V); N]>>::from::hf8dd56a8d64a4fc4
<spindle_core::sorted_map::SortedMap<K,V> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter::h5325f5c0fabeb72f
<spindle_core::sorted_map::SortedMap<K,V> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter::h9284ff6a40fa45cd
<spindle_core::sorted_map::SortedMap<K,V> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter::h93c22ac0d05a63b3
<spindle_core::sorted_map::SortedMap<K,V> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter::he8811141c80466be
<spindle_core::tags::index::AllocationTagIndex as core::clone::Clone>::clone::h68d08508294b8031
<spindle_core::topology::Topology as core::clone::Clone>::clone::hdbde1d7d7ee5410a
<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::hd22283c58f60b32e
<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}::h6adf9b014b54ac7d
<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}::h94ec311592a0461b
<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}::hf4182b3ca2bc38df
<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}::{{closure}}::h2a1573387452d244
<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}::{{closure}}::h5d7803d89426073c
<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}::{{closure}}::{{closure}}::{{closure}}::h298857da151043dc
<spindle_web::app::hooks::use_focus_keeper::HookProvider as yew::functional::hooks::Hook>::run::h3de0ee32c773b781
<spindle_web::app::hooks::use_hash_links::HookProvider as yew::functional::hooks::Hook>::run::hbf142e8348eb45a2
<spindle_web::app::hooks::use_play_loop::HookProvider as yew::functional::hooks::Hook>::run::h714d789a25b52df2
<spindle_web::app::hooks::use_report_in_view::HookProvider as yew::functional::hooks::Hook>::run::h5e54cdec1b148c25
<spindle_web::app::hooks::use_shortcuts::HookProvider as yew::functional::hooks::Hook>::run::h6ebfd21dfd21c459
<spindle_web::components::announcer::Announcer as yew::functional::FunctionProvider>::run::h7affde2e1cc2a957
<spindle_web::components::announcer::AnnouncerProps as core::cmp::PartialEq>::eq::h4dd0d6ea496c5851
<spindle_web::components::announcer::AnnouncerProps as yew::html::component::properties::Properties>::builder::h390b05e05532090a
<spindle_web::components::announcer::AnnouncerPropsBuilder as yew::html::component::properties::__macro::Buildable<__YewToken>>::build::h6ccf9a7360949f2a
<spindle_web::components::cluster::Cluster as yew::functional::FunctionProvider>::run::h6de0f98f55d7b7c5
<spindle_web::components::cluster::ClusterProps as core::cmp::PartialEq>::eq::h3f1f4534b2c75363
<spindle_web::components::cluster::ClusterProps as yew::html::component::properties::Properties>::builder::hd220ec8008d54211
<spindle_web::components::cluster::ClusterPropsBuilder as yew::html::component::properties::__macro::Buildable<__YewToken>>::build::hc26ed3e34da36ade
<spindle_web::components::cluster::Node as yew::functional::FunctionProvider>::run::hb29ea61728640b5b
<spindle_web::components::cluster::NodeProps as core::cmp::PartialEq>::eq::h01edab43b68baf7e
<spindle_web::components::cluster::NodeProps as yew::html::component::properties::Properties>::builder::h825e4d9a9f3c4f08
<spindle_web::components::cluster::NodePropsBuilder as yew::html::component::properties::__macro::Buildable<__YewToken>>::build::h9b149e24d1306d13
<spindle_web::components::cluster::use_fly_in::HookProvider as yew::functional::hooks::Hook>::run::h20b42a664b7dda10
<spindle_web::components::cluster::use_room::HookProvider as yew::functional::hooks::Hook>::run::h5d7816d2aca6106b
<spindle_web::components::explain::ExplainPanel as yew::functional::FunctionProvider>::run::hdafcc058ee9438a7
<spindle_web::components::explain::ExplainProps as core::cmp::PartialEq>::eq::h1894b3e4cbed442c
<spindle_web::components::explain::ExplainProps as yew::html::component::properties::Properties>::builder::h15d61719565d8ee9
<spindle_web::components::explain::ExplainPropsBuilder as yew::html::component::properties::__macro::Buildable<__YewToken>>::build::h2af1760b7cfbd0c3
<spindle_web::components::files::FilesProps as yew::html::component::properties::Properties>::builder::ha091a41ce857728a
<spindle_web::components::glossary::Marked as yew::functional::FunctionProvider>::run::h24183d1f56c33397
<spindle_web::components::glossary::MarkedProps as yew::html::component::properties::Properties>::builder::h53c0916cd589e41e
<spindle_web::components::glossary::MarkedPropsBuilder as yew::html::component::properties::__macro::Buildable<__YewToken>>::build::h9f2efddd71d3a784
<spindle_web::components::intro::Intro as yew::functional::FunctionProvider>::run::h4d8896962ff396be
<spindle_web::components::intro::IntroProps as yew::html::component::properties::Properties>::builder::hd8ee326c374b883e
<spindle_web::components::intro::IntroPropsBuilder as yew::html::component::properties::__macro::Buildable<__YewToken>>::build::h5b97f28f43dd708a
<spindle_web::components::lazy::Approach as core::clone::Clone>::clone::ha31ac2d95ffc8bc4
<spindle_web::components::notice::NoticeBar as yew::functional::FunctionProvider>::run::h81b368036440e06d
<spindle_web::components::notice::NoticeProps as core::cmp::PartialEq>::eq::h532b4bccc588ed37
<spindle_web::components::notice::NoticeProps as yew::html::component::properties::Properties>::builder::h086abe2c9c96d947
<spindle_web::components::notice::NoticePropsBuilder as yew::html::component::properties::__macro::Buildable<__YewToken>>::build::h09367541c431f62a
<spindle_web::components::panel_toggle::PanelToggle as yew::functional::FunctionProvider>::run::h4132e40d1cd21b13
<spindle_web::components::panel_toggle::PanelToggleProps as core::cmp::PartialEq>::eq::h7bc65bffd20d9119
<spindle_web::components::panel_toggle::PanelToggleProps as yew::html::component::properties::Properties>::builder::h5e0093c8d74ac797
<spindle_web::components::panel_toggle::PanelTogglePropsBuilder as yew::html::component::properties::__macro::Buildable<__YewToken>>::build::he3424ea081df1a3e
<spindle_web::components::pending::PendingLane as yew::functional::FunctionProvider>::run::h929e8b3c35d2a346
<spindle_web::components::pending::PendingProps as core::cmp::PartialEq>::eq::h86022482d7cd70eb
<spindle_web::components::pending::PendingProps as yew::html::component::properties::Properties>::builder::h49ba79e75a1ea454
<spindle_web::components::pending::PendingPropsBuilder as yew::html::component::properties::__macro::Buildable<__YewToken>>::build::h52f4b92ae8dba49b
<spindle_web::components::share_popover::ShareButton as yew::functional::FunctionProvider>::run::hfcbb9454ffda78f4
<spindle_web::components::share_popover::ShareProps as core::cmp::PartialEq>::eq::h8806517c098b3009
<spindle_web::components::share_popover::SharePropsBuilder as yew::html::component::properties::__macro::Buildable<__YewToken>>::build::h9c71d2064f3bebfb
<spindle_web::components::shown::use_on_scroll::HookProvider as yew::functional::hooks::Hook>::run::hddf6f225bfc3c883
<spindle_web::components::timeline::Timeline as yew::functional::FunctionProvider>::run::h834daea081f1c332
<spindle_web::components::timeline::TimelineProps as core::cmp::PartialEq>::eq::ha35a6d7b47c6b78c
<spindle_web::components::timeline::TimelineProps as yew::html::component::properties::Properties>::builder::haf799f3680e1fb09
<spindle_web::components::timeline::TimelinePropsBuilder as yew::html::component::properties::__macro::Buildable<__YewToken>>::build::h4120173b377b45c6
<spindle_web::components::top_bar::TopBar as yew::functional::FunctionProvider>::run::h7a1bfd258338d04d
<spindle_web::components::top_bar::TopBarProps as core::cmp::PartialEq>::eq::ha6bca71cc609f88e
<spindle_web::components::top_bar::TopBarProps as yew::html::component::properties::Properties>::builder::h4fad19c4b983647f
<spindle_web::components::top_bar::TopBarPropsBuilder as yew::html::component::properties::__macro::Buildable<__YewToken>>::build::h0def1828c61b2740
<spindle_web::components::view_bar::ViewBar as yew::functional::FunctionProvider>::run::hca75fc2701b590d5
<spindle_web::components::view_bar::ViewBarProps as core::cmp::PartialEq>::eq::h0927558f1b1e446e
<spindle_web::components::view_bar::ViewBarProps as yew::html::component::properties::Properties>::builder::hf0406159112718a4
<spindle_web::components::view_bar::ViewBarPropsBuilder as yew::html::component::properties::__macro::Buildable<__YewToken>>::build::h639f6d8597674f8b
<spindle_web::state::Playground as core::clone::Clone>::clone::hd83c3565918ae837
<spindle_web::state::Playground as yew::functional::hooks::use_reducer::Reducible>::reduce::h5141f2909a15d7dc
<spindle_web::state::history::History as core::default::Default>::default::h99656dcac5aa4d06
<spindle_web::state::ui::Notice as core::clone::Clone>::clone::h45c772cce49ff74e
<spindle_web::state::ui::Notice as core::cmp::PartialEq>::eq::hf2a340f497592f76
<spindle_web::state::ui::QueueToggles as core::clone::Clone>::clone::h529aa5ab23980366
<spindle_web::state::ui::Selection as core::clone::Clone>::clone::hd23a3c8e7f23f08a
<spindle_web::view_model::cluster::NodeView as core::cmp::PartialEq>::eq::hdb4eeb7d51cdb393
<std::collections::hash::map::HashMap<K,V,S> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter::h32d295ae88a96cb9
<std::collections::hash::map::HashMap<K,V,S> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter::h9c84a259813fe3fb
<std[a543996e6e7dbf1e]::hash::random::DefaultHasher as core[c5930c85a12de822]::hash::Hasher>::finish[1]
<std[a543996e6e7dbf1e]::hash::random::DefaultHasher as core[c5930c85a12de822]::hash::Hasher>::write_str
<std[a543996e6e7dbf1e]::hash::random::RandomState as core[c5930c85a12de822]::default::Default>::default
<std[a543996e6e7dbf1e]::hash::random::RandomState as core[c5930c85a12de822]::default::Default>::default[1]
<str as core[c5930c85a12de822]::cmp::PartialEq>::eq
<str as core[c5930c85a12de822]::cmp::PartialEq>::eq[1]
<str as core[c5930c85a12de822]::cmp::PartialEq>::eq[2]
<str as core[c5930c85a12de822]::fmt::Display>::fmt
<u32 as core[c5930c85a12de822]::fmt::Display>::fmt
<u32>::_fmt
<u64 as core[c5930c85a12de822]::fmt::Display>::fmt
<u64>::_fmt
<unknown> externref shim
<usize as core::iter::traits::accum::Sum>::sum::hd8502725d77f8ed3
<wasm_bindgen::JsValue as core::clone::Clone>::clone::h32896f02bde7db27
<wasm_bindgen::__rt::LazyCell<T> as core::ops::deref::Deref>::deref::h27fa5d3e58518973
<wasm_bindgen::__rt::LazyCell<T> as core::ops::deref::Deref>::deref::h6a0b61e23e32f608
<wasm_bindgen::__rt::LazyCell<T> as core::ops::deref::Deref>::deref::h74e9478ae4168e15
<wasm_bindgen::closure::ScopedClosure<T> as core::convert::AsRef<wasm_bindgen::JsValue>>::as_ref::h322aaf957beea399
<wasm_bindgen::closure::ScopedClosure<T> as core::convert::AsRef<wasm_bindgen::JsValue>>::as_ref::h7c582e725fcea427
<wasm_bindgen::closure::ScopedClosure<T> as core::ops::drop::Drop>::drop::h63cc7961654e358d
<wasm_bindgen::convert::traits::WasmRet<T> as core::convert::From<T>>::from::hfcd4ba634add26c6
<wasm_split_helpers::rt::SplitLoaderFuture as core::future::future::Future>::poll::h79ddde65586d43b8
<web_sys::features::gen_Element::Element as yew::dom_bundle::btag::listeners::EventListening>::listener_id::ha1c6a156cd269d7d
<web_sys::features::gen_Element::Element as yew::dom_bundle::btag::listeners::EventListening>::set_listener_id::h2fa58044310f638c
<web_sys::features::gen_ObserverCallback::ObserverCallback as core::default::Default>::default::hbc7a583ce78e14fa
<yew::callback::Callback<IN,OUT> as core::clone::Clone>::clone::h1669b555ab59f1be
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h0fe6d1826294b2e7
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h12df354626a8fd4b
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h1855c1efc9100109
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h1936cfda1431984c
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h1be2b6f400bb830c
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h1c949cc5697b8d28
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h25efbb9f192e1658
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h2b0dfaddb030a1b7
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h2e7c2a55cd2da03b
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h2f02fe20eb4b9ee3
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h312feaead8306b59
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h31cf21c92d2c86b1
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h32f2399a0f2441bb
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h33f15305cf02dd60
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h34ac0ba0a35b6872
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h36e3be6b8f41258a
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h40b72aff1df92325
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h41e1a03150ab148a
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h43f9a5c6be5840c8
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h4c2d986ac5973d56
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h4d0ae75a6eacb5ef
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h4f077e6c0d55fe80
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h54a26e1ecfefb087
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h54c82521eed816cb
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h5b847541d729ffff
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h6248d355d15fb840
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h6cce02e650c38a47
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h71abdd318272c67c
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h74faf2b69e38f8e5
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h75e30fcceed52e58
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h77b90872ce28015a
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h7b7228034adf7bbe
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h7e88178363467bfe
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h85a7f7a3f9092cad
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h870d9a30ea602246
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h8d3005fa5771ec80
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h8d45a6f3a2830f65
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h9467920b2d33285d
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h94bd1a9481625fb0
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h95bf155854657d3e
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h962ed055987cfc56
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h9cba0035fa4b3e8e
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h9e9b1b5514a109d9
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h9f516d855eaff0d9
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::h9f7676cfb7bf9ffa
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::ha2c1dfd98c00602f
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::ha54e38dbbba7d02a
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::haedc7366351312fe
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::haf686ef5986c3e70
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::hb1467b8dae8b4bd7
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::hb3f05dcf63b5ce77
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::hba48ba0d3ae45f94
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::hbdcc02098a263006
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::hc147c45191052c24
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::hca31890f90fc55f3
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::hcc213aad0e58586f
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::hd03238df968a500c
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::hd473849a2549aed8
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::hd4a62d9633f89bf1
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::he402af1f236524bf
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::hec5275398bac84d0
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::heca9939e84d488db
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::hed5a0f8c343d38e7
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::hf6d9207f47e478c5
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::hf77df6d315ec454b
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::hfa2e372631a8817b
<yew::callback::Callback<IN,OUT> as core::convert::From<F>>::from::hfb051d92c235b5ba
<yew::dom_bundle::blist::BList as yew::dom_bundle::traits::ReconcileTarget>::detach::hfdf10636fd9984ce
<yew::dom_bundle::bnode::BNode as yew::dom_bundle::traits::ReconcileTarget>::detach::hc27ef666a307b0b7
<yew::dom_bundle::subtree_root::EventDescriptor as core::clone::Clone>::clone::h047cbe3deea2232e
<yew::dom_bundle::subtree_root::EventDescriptor as core::cmp::PartialEq>::eq::h968845797129816a
<yew::dom_bundle::subtree_root::WeakSubtree as core::hash::Hash>::hash::hf6c777ac0504dc91
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h06b3f0496070523b
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h10d3bee6cdee6b15
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h19d213b480780a01
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h1a71650671d960bf
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h1cf3545526acce13
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h1d296942e5d06171
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h1e9c85cb725cbdd3
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h229520687478da3e
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h343f588ba7a76061
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h59a5e3b3824c5fbd
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h62e211ee4e3dcd0a
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h64adc6ba29a908bf
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h8b6eb14794f3be7b
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::hb19ae5005cab9418
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::hb332cf1e4c064002
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::hc0206da1f52d830c
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::hce60c18861fb9281
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::hd27e3a3b21732fbb
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::hd38ad3d1ff123de9
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::hf3e9e92521bc4fec
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::hf485ce85cd2fd6c8
<yew::functional::hooks::use_effect::use_effect_base::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::hf57094a381748411
<yew::functional::hooks::use_force_update::use_force_update::UseRerenderHook as yew::functional::hooks::Hook>::run::ha57f6d3ba6d7ed3a
<yew::functional::hooks::use_memo::use_memo::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h2db9b444295f37d0
<yew::functional::hooks::use_memo::use_memo::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h3b4378d158b50cae
<yew::functional::hooks::use_memo::use_memo::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h5245d51bb16e3ad2
<yew::functional::hooks::use_memo::use_memo::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h5e99243780b94cdc
<yew::functional::hooks::use_memo::use_memo::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h7bf0887316bd717e
<yew::functional::hooks::use_memo::use_memo::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::h7c8da0df44b14edf
<yew::functional::hooks::use_memo::use_memo::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::haaf100f0024be99e
<yew::functional::hooks::use_memo::use_memo::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::hac19bf8bae1a3bc9
<yew::functional::hooks::use_memo::use_memo::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::hc68f63b1c8509f22
<yew::functional::hooks::use_memo::use_memo::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::hc996658ceb5c026c
<yew::functional::hooks::use_memo::use_memo::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::hd13d4d46732cef3c
<yew::functional::hooks::use_memo::use_memo::HookProvider<T,F,D> as yew::functional::hooks::Hook>::run::hf680042e2a8d08cd
<yew::functional::hooks::use_memo::use_memo_base::HookProvider<T,F,D,K> as yew::functional::hooks::Hook>::run::h1fc035ccc3656893
<yew::functional::hooks::use_memo::use_memo_base::HookProvider<T,F,D,K> as yew::functional::hooks::Hook>::run::h24ccde2256df0e18
<yew::functional::hooks::use_memo::use_memo_base::HookProvider<T,F,D,K> as yew::functional::hooks::Hook>::run::h269e53acda2ff3fe
<yew::functional::hooks::use_memo::use_memo_base::HookProvider<T,F,D,K> as yew::functional::hooks::Hook>::run::h4ab766a89f626eef
<yew::functional::hooks::use_memo::use_memo_base::HookProvider<T,F,D,K> as yew::functional::hooks::Hook>::run::h4e91bd4c3d462a8d
<yew::functional::hooks::use_memo::use_memo_base::HookProvider<T,F,D,K> as yew::functional::hooks::Hook>::run::h876b3b8dfd0db582
<yew::functional::hooks::use_memo::use_memo_base::HookProvider<T,F,D,K> as yew::functional::hooks::Hook>::run::hc18fe420fd3ff142
<yew::functional::hooks::use_memo::use_memo_base::HookProvider<T,F,D,K> as yew::functional::hooks::Hook>::run::hc866973c75d30077
<yew::functional::hooks::use_memo::use_memo_base::HookProvider<T,F,D,K> as yew::functional::hooks::Hook>::run::hcb0bc6feb895dbb5
<yew::functional::hooks::use_memo::use_memo_base::HookProvider<T,F,D,K> as yew::functional::hooks::Hook>::run::he657efd8bece7ddd
<yew::functional::hooks::use_memo::use_memo_base::HookProvider<T,F,D,K> as yew::functional::hooks::Hook>::run::hf14c8749676a2ab8
<yew::functional::hooks::use_memo::use_memo_base::HookProvider<T,F,D,K> as yew::functional::hooks::Hook>::run::hfc945e2eb9df668b
<yew::functional::hooks::use_reducer::UseReducerHandle<T> as core::clone::Clone>::clone::h01b8a5b1dded58ee
<yew::functional::hooks::use_reducer::UseReducerHandle<T> as core::ops::deref::Deref>::deref::h1c9409399f4298b2
<yew::functional::hooks::use_reducer::UseReducerHandle<T> as core::ops::deref::Deref>::deref::h31e1f8246692e45e
<yew::functional::hooks::use_reducer::UseReducerHandle<T> as core::ops::deref::Deref>::deref::h3b8d6037844919a6
<yew::functional::hooks::use_reducer::UseReducerHandle<T> as core::ops::deref::Deref>::deref::h5689bdfb2ed42e1a
<yew::functional::hooks::use_reducer::UseReducerHandle<T> as core::ops::deref::Deref>::deref::h76a9445efc7cc5d9
<yew::functional::hooks::use_reducer::UseReducerHandle<T> as core::ops::deref::Deref>::deref::hca733b548c31a7f3
<yew::functional::hooks::use_reducer::UseReducerHandle<T> as core::ops::deref::Deref>::deref::he992cb18cabb310b
<yew::functional::hooks::use_reducer::use_reducer_base::HookProvider<T,F> as yew::functional::hooks::Hook>::run::h194887ce0745245b
<yew::functional::hooks::use_reducer::use_reducer_base::HookProvider<T,F> as yew::functional::hooks::Hook>::run::h26a5bb49fe3b6f37
<yew::functional::hooks::use_reducer::use_reducer_base::HookProvider<T,F> as yew::functional::hooks::Hook>::run::h2ab8f657abc87907
<yew::functional::hooks::use_reducer::use_reducer_base::HookProvider<T,F> as yew::functional::hooks::Hook>::run::h36903acb300933a0
<yew::functional::hooks::use_reducer::use_reducer_base::HookProvider<T,F> as yew::functional::hooks::Hook>::run::h4e00ac522efa9c90
<yew::functional::hooks::use_reducer::use_reducer_base::HookProvider<T,F> as yew::functional::hooks::Hook>::run::h52569ffec7a13575
<yew::functional::hooks::use_reducer::use_reducer_base::HookProvider<T,F> as yew::functional::hooks::Hook>::run::h5753adeb877ac945
<yew::functional::hooks::use_reducer::use_reducer_base::HookProvider<T,F> as yew::functional::hooks::Hook>::run::h75f04cd413f5c9dc
<yew::functional::hooks::use_reducer::use_reducer_base::HookProvider<T,F> as yew::functional::hooks::Hook>::run::hceb32d431e6e9ea9
<yew::functional::hooks::use_reducer::use_reducer_base::HookProvider<T,F> as yew::functional::hooks::Hook>::run::hdf84889a94bdacc7
<yew::functional::hooks::use_reducer::use_reducer_base::HookProvider<T,F> as yew::functional::hooks::Hook>::run::{{closure}}::{{closure}}::h3d5530743e2e0e80
<yew::functional::hooks::use_reducer::use_reducer_base::HookProvider<T,F> as yew::functional::hooks::Hook>::run::{{closure}}::{{closure}}::h5a80d856e3d50a08
<yew::functional::hooks::use_reducer::use_reducer_base::HookProvider<T,F> as yew::functional::hooks::Hook>::run::{{closure}}::{{closure}}::h776b9a4fdd01e4f4
<yew::functional::hooks::use_ref::use_node_ref::HookProvider as yew::functional::hooks::Hook>::run::h95ae6fca04d4910d
<yew::functional::hooks::use_state::UseStateReducer<T> as core::cmp::PartialEq>::eq::hec5695dd4d0416c0
<yew::functional::hooks::use_state::UseStateReducer<T> as yew::functional::hooks::use_reducer::Reducible>::reduce::h7c9a4a65f2b512fd
<yew::functional::hooks::use_state::UseStateReducer<T> as yew::functional::hooks::use_reducer::Reducible>::reduce::h8199881c494eb767
<yew::html::NodeRef as core::default::Default>::default::h0a41e3bb3f0aa3c5
<yew::html::classes::Classes as core::convert::From<&str>>::from::h56d0f0cd5b6f4ccf
<yew::html::classes::Classes as core::convert::From<core::option::Option<T>>>::from::hb20d8a5457c282be
<yew::html::classes::Classes as yew::html::conversion::into_prop_value::IntoPropValue<core::option::Option<implicit_clone::unsync::string::IString>>>::into_prop_value::he114de88473f3e5c
<yew::html::component::children::ChildrenRenderer<yew::virtual_dom::vnode::VNode> as yew::html::conversion::into_prop_value::IntoPropValue<yew::virtual_dom::vnode::VNode>>::into_prop_value::h24183c3126a165b6
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::any_scope::h02d005323cb3f201
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::any_scope::h17e80e84ad493bd8
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::any_scope::h1b070b8112ea4d58
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::any_scope::h5519b0e184b656ae
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::any_scope::h7f1d50eda4c6e0f9
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::any_scope::h8743e023e35b925c
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::any_scope::h8fd8352da1138d17
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::any_scope::h92926899e76244ab
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::any_scope::h98bc379028f297fa
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::any_scope::ha42b0410065a5a2b
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::any_scope::hbf8cbf7cc6eb740e
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::any_scope::hc1c35819470d290e
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::any_scope::hd634ba00d6a1757b
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::any_scope::he32b274baefebace
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::flush_messages::h003a7e0dc793eb5b
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::props_changed::h04ab94fc0f83ff81
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::props_changed::h09ace5034f812f78
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::props_changed::h148cbeb51f2dfcf6
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::props_changed::h24e391e4309fa5a5
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::props_changed::h5aa2fb42a140951c
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::props_changed::h82a34b91e6fb81d4
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::props_changed::h9391266239a663ab
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::props_changed::ha32ed8ed2e536317
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::props_changed::hb1ff8f783064c22f
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::props_changed::hb955c49e1681edc6
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::props_changed::hd8768dacf375e8bd
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::rendered::h014563dee2a4ab4b
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::view::h0178a168126f4f8d
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::view::h02b9eb374a0a839c
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::view::h2404b734df6382d7
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::view::h278fd5bf9a0700d8
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::view::h2ee44faf835c1f47
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::view::h5ba51dde8d5b63f7
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::view::h686bd4a65c2fa81d
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::view::h73978ae49fb3a8e1
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::view::ha68c4506cba38460
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::view::hac812161b884a831
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::view::hc2fec8e8851246d4
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::view::hcea26338c090ef3f
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::view::hcf1c7aff2c293e3f
<yew::html::component::lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::view::hee20934a4bd4d017
<yew::html::component::lifecycle::CreateRunner<COMP> as yew::scheduler::Runnable>::run::h0ad09cedac9d0c6d
<yew::html::component::lifecycle::CreateRunner<COMP> as yew::scheduler::Runnable>::run::h0be994dcd0a67422
<yew::html::component::lifecycle::CreateRunner<COMP> as yew::scheduler::Runnable>::run::h1bce5953b0ab721a
<yew::html::component::lifecycle::CreateRunner<COMP> as yew::scheduler::Runnable>::run::h30580eeb52cc116c
<yew::html::component::lifecycle::CreateRunner<COMP> as yew::scheduler::Runnable>::run::h3776f14aabb52a01
<yew::html::component::lifecycle::CreateRunner<COMP> as yew::scheduler::Runnable>::run::h4508682111c5d726
<yew::html::component::lifecycle::CreateRunner<COMP> as yew::scheduler::Runnable>::run::h5ec8d4da6f8b2b63
<yew::html::component::lifecycle::CreateRunner<COMP> as yew::scheduler::Runnable>::run::h68a9ff273650b51e
<yew::html::component::lifecycle::CreateRunner<COMP> as yew::scheduler::Runnable>::run::ha0d75d4a730a5316
<yew::html::component::lifecycle::CreateRunner<COMP> as yew::scheduler::Runnable>::run::hd5a7700eeccd3a94
<yew::html::component::lifecycle::CreateRunner<COMP> as yew::scheduler::Runnable>::run::hd622fecd735539b1
<yew::html::component::lifecycle::CreateRunner<COMP> as yew::scheduler::Runnable>::run::hd8a7ed4c0eda2c0f
<yew::html::component::lifecycle::CreateRunner<COMP> as yew::scheduler::Runnable>::run::hdc4140c21b9549c5
<yew::html::component::lifecycle::CreateRunner<COMP> as yew::scheduler::Runnable>::run::hfe37683b7a0b990e
<yew::html::component::lifecycle::RenderRunner as yew::scheduler::Runnable>::run::h4fa88c5f41defea5
<yew::html::component::lifecycle::UpdateRunner as yew::scheduler::Runnable>::run::h2f8e87a237fd022f
<yew::html::component::lifecycle::feat_csr::PropsUpdateRunner as yew::scheduler::Runnable>::run::h086285faf7dfcbe4
<yew::html::component::lifecycle::feat_csr::RenderedRunner as yew::scheduler::Runnable>::run::h83d8ec161bbaede7
<yew::html::component::scope::AnyScope as core::clone::Clone>::clone::h559a1956ae7b1256
<yew::html::component::scope::AnyScope as core::convert::From<yew::html::component::scope::Scope<COMP>>>::from::h14397c06539daa25
<yew::html::component::scope::AnyScope as core::convert::From<yew::html::component::scope::Scope<COMP>>>::from::h17a2806b53804dd6
<yew::html::component::scope::AnyScope as core::convert::From<yew::html::component::scope::Scope<COMP>>>::from::h4d96ef93041dbf14
<yew::html::component::scope::AnyScope as core::convert::From<yew::html::component::scope::Scope<COMP>>>::from::h551916730cf8ff71
<yew::html::component::scope::AnyScope as core::convert::From<yew::html::component::scope::Scope<COMP>>>::from::h56a8369d124e7596
<yew::html::component::scope::AnyScope as core::convert::From<yew::html::component::scope::Scope<COMP>>>::from::h6d031cd4c800e3ac
<yew::html::component::scope::AnyScope as core::convert::From<yew::html::component::scope::Scope<COMP>>>::from::h82cc7717677e229e
<yew::html::component::scope::AnyScope as core::convert::From<yew::html::component::scope::Scope<COMP>>>::from::h85a8a2ed56fe9662
<yew::html::component::scope::AnyScope as core::convert::From<yew::html::component::scope::Scope<COMP>>>::from::h864b1462ce8f5a04
<yew::html::component::scope::AnyScope as core::convert::From<yew::html::component::scope::Scope<COMP>>>::from::h965b4edc4b406f76
<yew::html::component::scope::AnyScope as core::convert::From<yew::html::component::scope::Scope<COMP>>>::from::h9e525afad0693187
<yew::html::component::scope::AnyScope as core::convert::From<yew::html::component::scope::Scope<COMP>>>::from::hb39b879f0b08827b
<yew::html::component::scope::AnyScope as core::convert::From<yew::html::component::scope::Scope<COMP>>>::from::hb8d3903bf9bff4ea
<yew::html::component::scope::AnyScope as core::convert::From<yew::html::component::scope::Scope<COMP>>>::from::hedfd6e4268c1452b
<yew::html::component::scope::Scope<COMP> as core::clone::Clone>::clone::h05bd9b1870221b4b
<yew::html::component::scope::Scope<COMP> as yew::html::component::scope::feat_csr::Scoped>::to_any::h382f2894a4d33777
<yew::html::component::scope::Scope<COMP> as yew::html::component::scope::feat_csr::Scoped>::to_any::h3cad44530801cfbb
<yew::html::component::scope::Scope<COMP> as yew::html::component::scope::feat_csr::Scoped>::to_any::h408110cb4ae0308b
<yew::html::component::scope::Scope<COMP> as yew::html::component::scope::feat_csr::Scoped>::to_any::h4af7540d124e9e50
<yew::html::component::scope::Scope<COMP> as yew::html::component::scope::feat_csr::Scoped>::to_any::h7fe5093569427c5f
<yew::html::component::scope::Scope<COMP> as yew::html::component::scope::feat_csr::Scoped>::to_any::h9ac2c8ef4a7a85e0
<yew::html::component::scope::Scope<COMP> as yew::html::component::scope::feat_csr::Scoped>::to_any::ha4a0528f532f2509
<yew::html::component::scope::Scope<COMP> as yew::html::component::scope::feat_csr::Scoped>::to_any::hb6bf4c2daa1e0207
<yew::html::component::scope::Scope<COMP> as yew::html::component::scope::feat_csr::Scoped>::to_any::hba3646cd3965ba1b
<yew::html::component::scope::Scope<COMP> as yew::html::component::scope::feat_csr::Scoped>::to_any::hbca2bc20d42ee3a6
<yew::html::component::scope::Scope<COMP> as yew::html::component::scope::feat_csr::Scoped>::to_any::hf8262456feaa013b
<yew::html::listener::events::onblur::Wrapper as yew::virtual_dom::listeners::Listener>::passive::hc9d4876ab6fc4ce3
<yew::html::listener::events::onchange::Wrapper as yew::virtual_dom::listeners::Listener>::kind::h4ca90bf685c743e1
<yew::html::listener::events::onclick::Wrapper as yew::virtual_dom::listeners::Listener>::kind::hb14d1f6737ea4a65
<yew::html::listener::events::oncut::Wrapper as yew::virtual_dom::listeners::Listener>::handle::h53ca12a9e8ad2fb9
<yew::html::listener::events::onfocus::Wrapper as yew::virtual_dom::listeners::Listener>::kind::h79ae2a22675207d8
<yew::html::listener::events::oninput::Wrapper as yew::virtual_dom::listeners::Listener>::kind::h49fa58326042433e
<yew::html::listener::events::onkeydown::Wrapper as yew::virtual_dom::listeners::Listener>::kind::h1efe955c57b3f0c5
<yew::html::listener::events::onpointercancel::Wrapper as yew::virtual_dom::listeners::Listener>::kind::hf02d9297f47f0f48
<yew::html::listener::events::onpointerdown::Wrapper as yew::virtual_dom::listeners::Listener>::kind::h9bf47a83fdf89191
<yew::html::listener::events::onpointerenter::Wrapper as yew::virtual_dom::listeners::Listener>::kind::h47a778f446b260f2
<yew::html::listener::events::onpointerleave::Wrapper as yew::virtual_dom::listeners::Listener>::kind::h79f0fef15916e77f
<yew::html::listener::events::onpointermove::Wrapper as yew::virtual_dom::listeners::Listener>::kind::hba28af8021d820ba
<yew::html::listener::events::onpointerup::Wrapper as yew::virtual_dom::listeners::Listener>::kind::h6c882b616f1bc09d
<yew::utils::NodeSeq<IN,OUT> as core::convert::From<IN>>::from::hb5ab1b439112a658
<yew::utils::NodeSeq<IN,OUT> as core::convert::From<IN>>::from::hc33029649ebfe07c
<yew::utils::NodeSeq<IN,OUT> as core::convert::From<IN>>::from::he79e382e242dc371
<yew::utils::NodeSeq<IN,OUT> as core::iter::traits::collect::IntoIterator>::into_iter::h5532f54a92232332
<yew::utils::NodeSeq<IN,OUT> as core::iter::traits::collect::IntoIterator>::into_iter::h86284f72ad0e92c1
<yew::virtual_dom::AttributeOrProperty as core::clone::Clone>::clone::hbf1ab42f007c9e38
<yew::virtual_dom::AttributeOrProperty as core::cmp::PartialEq>::eq::h49f545987eb7a56c
<yew::virtual_dom::key::Key as core::cmp::PartialEq>::eq::hf8b06205357b4eec
<yew::virtual_dom::key::Key as core::convert::From<&str>>::from::hba90ae76e36426c1
<yew::virtual_dom::key::Key as core::convert::From<alloc::string::String>>::from::hc22bf9f54f6b33d1
<yew::virtual_dom::key::Key as core::convert::From<u32>>::from::ha1e516d1aad32c9a
<yew::virtual_dom::listeners::Listeners as core::cmp::PartialEq>::eq::hcc19d04051ee51b6
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::mount::h1071cab0bc234d9d
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::mount::h19b15bbcd4b779ef
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::mount::h1a0d3cc7ca5b49e3
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::mount::h1b2497aaa792179b
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::mount::h1d1fab03208e5ac0
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::mount::h4fce3b32b75f9404
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::mount::h5bcdf5f764f5cc70
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::mount::h76316516cde6e7c4
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::mount::h9770638bd37fb1e6
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::mount::ha12562ab7ede4455
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::mount::hd24dd973911b3a17
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::mount::hdb2aa4701efc8d4e
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::mount::heda1fe3ff4fa9de9
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::reuse::h19dea33d209b97cc
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::reuse::h2bb711172bfca27a
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::reuse::h37f5812ce026ec94
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::reuse::h5e6f307a761dd7e2
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::reuse::h97f4e4fa8171c0f9
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::reuse::ha104f019aab24023
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::reuse::hb001b9f839a64b88
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::reuse::hb53d796c104003ff
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::reuse::hdb3432d0a69e7388
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::reuse::hde89e85b9571f306
<yew::virtual_dom::vcomp::PropsWrapper<COMP> as yew::virtual_dom::vcomp::Mountable>::reuse::hf3ef32fdaadf61d4
<yew::virtual_dom::vcomp::VComp as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h021df620277360d7
<yew::virtual_dom::vcomp::VComp as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h221f0586bf44470b
<yew::virtual_dom::vcomp::VComp as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h2d63cc2be7b73107
<yew::virtual_dom::vcomp::VComp as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h5463228f6cdf81e6
<yew::virtual_dom::vcomp::VComp as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h7149540c7cb736f3
<yew::virtual_dom::vcomp::VComp as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h757fa145315b28b5
<yew::virtual_dom::vcomp::VComp as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h822c91009cde9725
<yew::virtual_dom::vcomp::VComp as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h8c645838264a2ce9
<yew::virtual_dom::vcomp::VComp as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h8f1ebe0d3ca58b3b
<yew::virtual_dom::vcomp::VComp as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h92419874d0f81ea9
<yew::virtual_dom::vcomp::VComp as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::ha7798cd5df142380
<yew::virtual_dom::vcomp::VComp as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::hf567496e685e6921
<yew::virtual_dom::vcomp::VComp as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::hfa0c2fde87039a6d
<yew::virtual_dom::vlist::VList as core::clone::Clone>::clone::hee6794c61856199d
<yew::virtual_dom::vlist::VList as core::cmp::PartialEq>::eq::hfb41c181bb9a58f9
<yew::virtual_dom::vlist::VList as core::convert::From<alloc::vec::Vec<yew::virtual_dom::vnode::VNode>>>::from::h94297dcd4086cf4a
<yew::virtual_dom::vlist::VList as core::convert::From<core::option::Option<alloc::rc::Rc<alloc::vec::Vec<yew::virtual_dom::vnode::VNode>>>>>::from::h9f4bae0ca782e321
<yew::virtual_dom::vlist::VList as core::iter::traits::collect::FromIterator<A>>::from_iter::hfc71552e6fbe3590
<yew::virtual_dom::vnode::VNode as core::clone::Clone>::clone::h66f64543b4faca4d
<yew::virtual_dom::vnode::VNode as core::clone::Clone>::clone::h66f64543b4faca4d[1]
<yew::virtual_dom::vnode::VNode as core::cmp::PartialEq>::eq::h4022117d2cc644e9
<yew::virtual_dom::vnode::VNode as core::cmp::PartialEq>::eq::h4022117d2cc644e9[1]
<yew::virtual_dom::vnode::VNode as core::convert::From<T>>::from::h1b81171637ed97de
<yew::virtual_dom::vnode::VNode as core::convert::From<T>>::from::h8108014ec9683416
<yew::virtual_dom::vnode::VNode as core::convert::From<T>>::from::he582f85c7a10d175
<yew::virtual_dom::vnode::VNode as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h0cc62f169b11da90
<yew::virtual_dom::vnode::VNode as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h1f808cea0cb9d2cf
<yew::virtual_dom::vnode::VNode as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h2c33b9eea3205d10
<yew::virtual_dom::vnode::VNode as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h2dbdcebd450b97c1
<yew::virtual_dom::vnode::VNode as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h3a130c113eafe62e
<yew::virtual_dom::vnode::VNode as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h3cf5507d84d14285
<yew::virtual_dom::vnode::VNode as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h40371d09ddbf4db4
<yew::virtual_dom::vnode::VNode as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h797c13fdac1effcf
<yew::virtual_dom::vnode::VNode as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::h7a7b87622876b4ab
<yew::virtual_dom::vnode::VNode as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::ha76986c770435237
<yew::virtual_dom::vnode::VNode as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::hb21257a54c10c9ce
<yew::virtual_dom::vnode::VNode as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::hbea766850115f961
<yew::virtual_dom::vnode::VNode as core::convert::From<yew::virtual_dom::vcomp::VChild<COMP>>>::from::hf01798c3375ef2eb
<yew::virtual_dom::vnode::VNode as core::default::Default>::default::h3c234aacb0d3e35a
<yew::virtual_dom::vnode::VNode as core::iter::traits::collect::FromIterator<A>>::from_iter::h422c1f932d7f56e9
<yew::virtual_dom::vtag::VTag as core::cmp::PartialEq>::eq::hbb5fecb8f614f9fc
<yew::virtual_dom::vtext::VText as core::convert::From<T>>::from::h303b31b484caf449
<yew::virtual_dom::vtext::VText as core::convert::From<T>>::from::he2aa8497c03a4b29
Closure(Closure { owned: true, function: Function { arguments: [Externref], shim_idx: 1940, ret: Result(Unit), inner_ret: Some(Result(Unit)) }, mutable: true }) -> Externref externref shim
Closure(Closure { owned: true, function: Function { arguments: [Externref], shim_idx: 729, ret: Unit, inner_ret: Some(Unit) }, mutable: true }) -> Externref externref shim
Closure(Closure { owned: true, function: Function { arguments: [Ref(NamedExternref("Event"))], shim_idx: 1788, ret: Unit, inner_ret: Some(Unit) }, mutable: false }) -> Externref externref shim
Closure(Closure { owned: true, function: Function { arguments: [Ref(NamedExternref("Event"))], shim_idx: 1894, ret: Unit, inner_ret: Some(Unit) }, mutable: true }) -> Externref externref shim
Closure(Closure { owned: true, function: Function { arguments: [], shim_idx: 1891, ret: Unit, inner_ret: Some(Unit) }, mutable: true }) -> Externref externref shim
__externref_table_alloc
__externref_table_dealloc
__multi3
__rustc[b7974e8690430dd9]::__rdl_alloc
__rustc[b7974e8690430dd9]::__rdl_alloc_zeroed
__rustc[b7974e8690430dd9]::__rdl_dealloc
__rustc[b7974e8690430dd9]::__rdl_realloc
__rustc[b7974e8690430dd9]::__rust_alloc
__rustc[b7974e8690430dd9]::__rust_alloc_zeroed
__rustc[b7974e8690430dd9]::__rust_dealloc
__rustc[b7974e8690430dd9]::__rust_no_alloc_shim_is_unstable_v2
__rustc[b7974e8690430dd9]::__rust_realloc
__wasm_split_00explain00_export_explain indirect_call_shim
__wasm_split_00gallery00_export_GALLERY indirect_call_shim
__wasm_split_00lesson00_export_LESSON indirect_call_shim
__wasm_split_00link_decoder00_export_decoder indirect_call_shim
__wasm_split_00served_content00_export_content_reader indirect_call_shim
__wasm_split_00simulator_engine00_export_simulator_engine indirect_call_shim
__wbindgen_destroy_closure
__wbindgen_malloc
__wbindgen_object_clone_ref
__wbindgen_realloc
alloc::boxed::Box<T,A>::new_uninit_in::h12a0c29e0e736164
alloc::boxed::Box<T,A>::new_uninit_in::he0e8cc31afd54fae
alloc::boxed::Box<T,A>::try_new_uninit_in::h758366292812fe78
alloc::boxed::Box<T,A>::try_new_uninit_in::h89e0e347362225e7
alloc::collections::btree::fix::<impl alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Mut,K,V,alloc::collections::btree::node::marker::LeafOrInternal>>::fix_node_and_affected_ancestors::h560866cc56f762ca
alloc::collections::btree::fix::<impl alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Mut,K,V,alloc::collections::btree::node::marker::LeafOrInternal>>::fix_node_through_parent::ha5dab2d498ed2ab1
alloc::collections::btree::map::BTreeMap<K,V,A>::entry::h1fad3e6c411e93f1
alloc::collections::btree::map::BTreeMap<K,V,A>::first_entry::h401d60836ba7e235
alloc::collections::btree::map::BTreeMap<K,V,A>::insert::h9e7286d089e6b6c1
alloc::collections::btree::map::BTreeMap<K,V,A>::pop_first::ha8bf151d54c20a0c
alloc::collections::btree::map::IntoIter<K,V,A>::dying_next::hadbf4178d9d0384e
alloc::collections::btree::map::IntoIter<K,V,A>::dying_next_back::h0647b0843411f2e2
alloc::collections::btree::map::entry::OccupiedEntry<K,V,A>::remove_kv::hfbdb6a70cc69b3d1
alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert::h5fdd72877395191b
alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry::h13d67209b308a3e2
alloc::collections::btree::navigate::<impl alloc::collections::btree::node::Handle<alloc::collections::btree::node::NodeRef<BorrowType,K,V,alloc::collections::btree::node::marker::LeafOrInternal>,alloc::collections::btree::node::marker::KV>>::next_back_leaf_edge::h84d5e1636fa2332d
alloc::collections::btree::navigate::<impl alloc::collections::btree::node::Handle<alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Dying,K,V,alloc::collections::btree::node::marker::Leaf>,alloc::collections::btree::node::marker::Edge>>::deallocating_end::hb9499b0e46f2e585
alloc::collections::btree::navigate::<impl alloc::collections::btree::node::Handle<alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Dying,K,V,alloc::collections::btree::node::marker::Leaf>,alloc::collections::btree::node::marker::Edge>>::deallocating_next_back::h15307ec07dd3abb8
alloc::collections::btree::navigate::<impl alloc::collections::btree::node::Handle<alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Dying,K,V,alloc::collections::btree::node::marker::Leaf>,alloc::collections::btree::node::marker::Edge>>::deallocating_next_back_unchecked::h83d2d1baca952867
alloc::collections::btree::navigate::<impl alloc::collections::btree::node::NodeRef<BorrowType,K,V,alloc::collections::btree::node::marker::LeafOrInternal>>::last_leaf_edge::hc6f9fb00ba54dcbe
alloc::collections::btree::navigate::LazyLeafRange<BorrowType,K,V>::init_back::h3a8ad4380ebe1b5d
alloc::collections::btree::navigate::LazyLeafRange<alloc::collections::btree::node::marker::Dying,K,V>::take_front::h721df5bbcae61294
alloc::collections::btree::node::BalancingContext<K,V>::do_merge::he358242138a8a126
alloc::collections::btree::node::BalancingContext<K,V>::merge_tracking_child_edge::hda1c6fe1218b59a2
alloc::collections::btree::node::Handle<alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Mut,K,V,NodeType>,alloc::collections::btree::node::marker::KV>::split_leaf_data::h9f07d1ca642721bd
alloc::collections::btree::node::Handle<alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Mut,K,V,alloc::collections::btree::node::marker::Internal>,alloc::collections::btree::node::marker::Edge>::insert::h24f155de759ca170
alloc::collections::btree::node::Handle<alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Mut,K,V,alloc::collections::btree::node::marker::Internal>,alloc::collections::btree::node::marker::Edge>::insert_fit::hf8b3d67e720ac2ce
alloc::collections::btree::node::Handle<alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Mut,K,V,alloc::collections::btree::node::marker::Leaf>,alloc::collections::btree::node::marker::Edge>::insert::ha4c33d5da448c48d
alloc::collections::btree::node::Handle<alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Mut,K,V,alloc::collections::btree::node::marker::Leaf>,alloc::collections::btree::node::marker::Edge>::insert_fit::hd21c19153ed2fda2
alloc::collections::btree::node::Handle<alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Mut,K,V,alloc::collections::btree::node::marker::Leaf>,alloc::collections::btree::node::marker::Edge>::insert_recursing::h72fdf3c8d835978c
alloc::collections::btree::node::Handle<alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Mut,K,V,alloc::collections::btree::node::marker::Leaf>,alloc::collections::btree::node::marker::KV>::remove::hdd5d3b6744ef6c7d
alloc::collections::btree::node::Handle<alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Mut,K,V,alloc::collections::btree::node::marker::Leaf>,alloc::collections::btree::node::marker::KV>::split::h670c6801aaf3e359
alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Dying,K,V,alloc::collections::btree::node::marker::LeafOrInternal>::deallocate_and_ascend::h64e19e63093ccd3e
alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Mut,K,V,alloc::collections::btree::node::marker::Internal>::correct_childrens_parent_links::h43a6a0322383bab9
alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Mut,K,V,alloc::collections::btree::node::marker::Internal>::correct_childrens_parent_links::hd28dfdbe340e7f7f
alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Mut,K,V,alloc::collections::btree::node::marker::Internal>::push::h7191fd089681fa53
alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Mut,K,V,alloc::collections::btree::node::marker::Leaf>::push_with_handle::h96e1e4e6bcd701c6
alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Mut,K,V,alloc::collections::btree::node::marker::LeafOrInternal>::choose_parent_kv::h95dca64044a4148b
alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Owned,K,V,alloc::collections::btree::node::marker::Internal>::from_new_internal::h8cd9111ff87ea78a
alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Owned,K,V,alloc::collections::btree::node::marker::Internal>::new_internal::h85dbc44f2ef20f92
alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Owned,K,V,alloc::collections::btree::node::marker::Leaf>::new_leaf::h3df8dc05ab5e4d5c
alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Owned,K,V,alloc::collections::btree::node::marker::LeafOrInternal>::pop_internal_level::hf411a9c8eac2d76e
alloc::collections::btree::node::move_to_slice::h218b4d0e1a9caf3d
alloc::collections::btree::node::move_to_slice::h9480345005e32c07
alloc::collections::btree::node::slice_insert::h55c5fc28d4a88c97
alloc::collections::btree::node::slice_insert::h982ac8a87aa44cb2
alloc::collections::btree::node::slice_insert::hc0452ec60be8d579
alloc::collections::btree::remove::<impl alloc::collections::btree::node::Handle<alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Mut,K,V,alloc::collections::btree::node::marker::Leaf>,alloc::collections::btree::node::marker::KV>>::remove_leaf_kv::h64ff0cde3a34735a
alloc::collections::btree::remove::<impl alloc::collections::btree::node::Handle<alloc::collections::btree::node::NodeRef<alloc::collections::btree::node::marker::Mut,K,V,alloc::collections::btree::node::marker::LeafOrInternal>,alloc::collections::btree::node::marker::KV>>::remove_kv_tracking::h82b2abbdb0108b3b
alloc::collections::btree::search::<impl alloc::collections::btree::node::NodeRef<BorrowType,K,V,Type>>::find_key_index::h1b51abf44b7f6863
alloc::collections::btree::search::<impl alloc::collections::btree::node::NodeRef<BorrowType,K,V,alloc::collections::btree::node::marker::LeafOrInternal>>::search_tree::he43a545b882751cc
alloc::collections::vec_deque::VecDeque<T,A>::grow::h0ed95c3f0be1c7e2
alloc::collections::vec_deque::VecDeque<T,A>::grow::h3c82708e99305bb6
alloc::collections::vec_deque::VecDeque<T,A>::pop_front::h75d2188ef0ebd299
alloc::collections::vec_deque::VecDeque<T,A>::push_back_mut::hf220ba1652560472
alloc::collections::vec_deque::VecDeque<T,A>::reserve::hfc52507e20737b42
alloc::raw_vec::RawVec<T,A>::grow_one::h042dba26cbe2f187
alloc::raw_vec::RawVec<T,A>::grow_one::h04d50b4aacb1470f
alloc::raw_vec::RawVec<T,A>::grow_one::h06e3f624299a6b02
alloc::raw_vec::RawVec<T,A>::grow_one::h078121bbab7b8d9b
alloc::raw_vec::RawVec<T,A>::grow_one::h07f1212198550754
alloc::raw_vec::RawVec<T,A>::grow_one::h1037d86a624540a5
alloc::raw_vec::RawVec<T,A>::grow_one::h125e9d792aa11452
alloc::raw_vec::RawVec<T,A>::grow_one::h16f7a736dccd7cbc
alloc::raw_vec::RawVec<T,A>::grow_one::h19c9dc6085bc5975
alloc::raw_vec::RawVec<T,A>::grow_one::h24e207fb753f70cf
alloc::raw_vec::RawVec<T,A>::grow_one::h2d8040c2a9036953
alloc::raw_vec::RawVec<T,A>::grow_one::h2fac0899b0c2078d
alloc::raw_vec::RawVec<T,A>::grow_one::h47f64dbc4eafee16
alloc::raw_vec::RawVec<T,A>::grow_one::h4cccb95a4caef007
alloc::raw_vec::RawVec<T,A>::grow_one::h57e3dc229044f4b9
alloc::raw_vec::RawVec<T,A>::grow_one::h5e0996b0e6fc5290
alloc::raw_vec::RawVec<T,A>::grow_one::h842fe918da61a398
alloc::raw_vec::RawVec<T,A>::grow_one::h8d17325496c4a264
alloc::raw_vec::RawVec<T,A>::grow_one::hb609a84029db9d52
alloc::raw_vec::RawVecInner<A>::current_memory::h38bab3a15051eb7f
alloc::raw_vec::RawVecInner<A>::current_memory::h5a69cbc347f7d383
alloc::raw_vec::RawVecInner<A>::current_memory::h9bc901d7986c9b45
alloc::raw_vec::RawVecInner<A>::current_memory::h9c1e7b632fe6773f
alloc::raw_vec::RawVecInner<A>::deallocate::h40027e726382883c
alloc::raw_vec::RawVecInner<A>::deallocate::h7722762655a51af2
alloc::raw_vec::RawVecInner<A>::deallocate::had4c7af1eda2ea97
alloc::raw_vec::RawVecInner<A>::deallocate::hdbee00d65b66e584
alloc::raw_vec::RawVecInner<A>::deallocate::hfccc16bdef93dc8b
alloc::raw_vec::RawVecInner<A>::finish_grow::h32ec772192e7b9c7
alloc::raw_vec::RawVecInner<A>::finish_grow::h8ef92ca5dc5f120f
alloc::raw_vec::RawVecInner<A>::finish_grow::hb3c7704e6cdfb921
alloc::raw_vec::RawVecInner<A>::finish_grow::hcee120d5ce53089f
alloc::raw_vec::RawVecInner<A>::grow_amortized::h417e87285533ed86
alloc::raw_vec::RawVecInner<A>::grow_amortized::h4d9cc957d5d9ac4c
alloc::raw_vec::RawVecInner<A>::grow_amortized::h960e96807582616c
alloc::raw_vec::RawVecInner<A>::grow_exact::hc5fd093bca220255
alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle::h1f2bd00b8a307c42
alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle::hce2ac8f6f373ab12
alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle::hf6b0dfad96364e6b
alloc::raw_vec::RawVecInner<A>::reserve_exact::hd02d009e61a549f1
alloc::raw_vec::RawVecInner<A>::try_allocate_in::h16663520afd2e19c
alloc::raw_vec::RawVecInner<A>::try_allocate_in::h4b11e60ae0401aec
alloc::raw_vec::RawVecInner<A>::try_allocate_in::hb9f606d543eee241
alloc::raw_vec::RawVecInner<A>::try_reserve_exact::h2cee7ff47c6de1b0
alloc::raw_vec::RawVecInner<A>::with_capacity_in::h028140884e218673
alloc::raw_vec::RawVecInner<A>::with_capacity_in::h151471a37e88a8da
alloc::raw_vec::RawVecInner<A>::with_capacity_in::h346ed530ea172c46
alloc::rc::Rc<T,A>::drop_slow::h003e6f0ec07110c1
alloc::rc::Rc<T,A>::drop_slow::h0df064ffaeb73e6d
alloc::rc::Rc<T,A>::drop_slow::h16131129e276ca4e
alloc::rc::Rc<T,A>::drop_slow::h266da10aaf35c59d
alloc::rc::Rc<T,A>::drop_slow::h27809174174afcd6
alloc::rc::Rc<T,A>::drop_slow::h2beac6493fbdade9
alloc::rc::Rc<T,A>::drop_slow::h309252f1903ff525
alloc::rc::Rc<T,A>::drop_slow::h31ba1c825073c050
alloc::rc::Rc<T,A>::drop_slow::h3f502bce591e561b
alloc::rc::Rc<T,A>::drop_slow::h4cc51481f518cbe7
alloc::rc::Rc<T,A>::drop_slow::h4d801575930f75b1
alloc::rc::Rc<T,A>::drop_slow::h52e87569f4e8aad1
alloc::rc::Rc<T,A>::drop_slow::h56139efc7100dd7a
alloc::rc::Rc<T,A>::drop_slow::h637b89e802699fc6
alloc::rc::Rc<T,A>::drop_slow::h652a26c0728caf0d
alloc::rc::Rc<T,A>::drop_slow::h7203f6bb249fd2a5
alloc::rc::Rc<T,A>::drop_slow::h73ed7522edbb2c1a
alloc::rc::Rc<T,A>::drop_slow::h76045f9a20735ec8
alloc::rc::Rc<T,A>::drop_slow::h77d4031a4c9d6d31
alloc::rc::Rc<T,A>::drop_slow::h8997e304002639d2
alloc::rc::Rc<T,A>::drop_slow::h8edcf02a3abec231
alloc::rc::Rc<T,A>::drop_slow::h9f266d8761ed6f48
alloc::rc::Rc<T,A>::drop_slow::ha92ad87daa173674
alloc::rc::Rc<T,A>::drop_slow::hb042e3d97aabeafa
alloc::rc::Rc<T,A>::drop_slow::hb775f2941864a7bd
alloc::rc::Rc<T,A>::drop_slow::hb900b1c5778e691a
alloc::rc::Rc<T,A>::drop_slow::hee0092eb55fc1dfd
alloc::rc::Rc<T,A>::drop_slow::hef3c6129858763ef
alloc::rc::Rc<T,A>::drop_slow::hf322633125ad2464
alloc::rc::Rc<T,A>::from_raw_in::h1342f229dc70db7e
alloc::rc::Rc<T,A>::make_mut::h23790186e4c8115b
alloc::rc::Rc<T>::allocate_for_layout::h15e025ceb2b4a252
alloc::rc::Rc<T>::allocate_for_layout::h7a1869e659938603
alloc::rc::Rc<T>::new::h011a4299fe8cd6ac
alloc::rc::Rc<T>::new::h0170959764545bc1
alloc::rc::Rc<T>::new::h0178a23994ec6ae1
alloc::rc::Rc<T>::new::h025b3fe969684814
alloc::rc::Rc<T>::new::h05361a0250f26659
alloc::rc::Rc<T>::new::h05f9b0377ebc3571
alloc::rc::Rc<T>::new::h060c8285c0dd1ea1
alloc::rc::Rc<T>::new::h06be7cfe7ef4d6d0
alloc::rc::Rc<T>::new::h08924f13462a6578
alloc::rc::Rc<T>::new::h08dc50e409740baa
alloc::rc::Rc<T>::new::h09e522b1ac80d066
alloc::rc::Rc<T>::new::h0d8c8f15798845fc
alloc::rc::Rc<T>::new::h0e55935cbbb6f23c
alloc::rc::Rc<T>::new::h0ee1ee7096039242
alloc::rc::Rc<T>::new::h14110abce1112507
alloc::rc::Rc<T>::new::h1773b306fc194f23
alloc::rc::Rc<T>::new::h17a19a611181ad3a
alloc::rc::Rc<T>::new::h19d988247287e68f
alloc::rc::Rc<T>::new::h1aa58e819309834a
alloc::rc::Rc<T>::new::h1b4dd980ff3eba33
alloc::rc::Rc<T>::new::h1bbcbe199a05f20b
alloc::rc::Rc<T>::new::h1be9481c7afc0db3
alloc::rc::Rc<T>::new::h2497a9427ef3492b
alloc::rc::Rc<T>::new::h251094a2f8294eb3
alloc::rc::Rc<T>::new::h3cd31f710d2551f8
alloc::rc::Rc<T>::new::h3d126cce4700e5cd
alloc::rc::Rc<T>::new::h3d1c285e0f06fb00
alloc::rc::Rc<T>::new::h3dae4c42ea50ccd5
alloc::rc::Rc<T>::new::h41569a827e9be5fb
alloc::rc::Rc<T>::new::h418e9cb271c23086
alloc::rc::Rc<T>::new::h4a8f1b8e747407ff
alloc::rc::Rc<T>::new::h53b3bb504cf2eaff
alloc::rc::Rc<T>::new::h5847663a1765d98f
alloc::rc::Rc<T>::new::h5947932569e1979e
alloc::rc::Rc<T>::new::h6a58d7b7653350bb
alloc::rc::Rc<T>::new::h6c7ac94e9791718e
alloc::rc::Rc<T>::new::h6fd0c1f6625cf1f3
alloc::rc::Rc<T>::new::h771bb02c8862400e
alloc::rc::Rc<T>::new::h82abd5fba72ab048
alloc::rc::Rc<T>::new::h8709ed847865db49
alloc::rc::Rc<T>::new::h89244c95cfb771a5
alloc::rc::Rc<T>::new::h8ea52b5e42ec676f
alloc::rc::Rc<T>::new::h91e366579f2edb18
alloc::rc::Rc<T>::new::h9715dbfd6154ae71
alloc::rc::Rc<T>::new::ha3e871021777b46e
alloc::rc::Rc<T>::new::ha5129e7ef5737d93
alloc::rc::Rc<T>::new::ha8492cf7e127585d
alloc::rc::Rc<T>::new::hd0a26c17f71ed86d
alloc::rc::Rc<T>::new::hd375036aa60d5682
alloc::rc::Rc<T>::new::hdc185b41180c59ae
alloc::rc::Rc<T>::new::hf950f2c6b59fee3e
alloc::rc::Rc<[T]>::allocate_for_slice::h2a135538896e495f
alloc::rc::Rc<[T]>::copy_from_slice::h7b5cb29d585c186a
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h03d0b16facbc26db
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h09cffd4fc56110eb
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h0b788f3de3e7c46b
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h110a22c584df8504
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h195c296102664568
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h1de22c64b6e47bf3
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h20bb9942819816b8
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h222011a6a42a41a9
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h2257ff98578c6dc8
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h23cf8c9ebd0f9dd3
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h2b3accba3098bd87
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h348b11505d77d603
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h38a260c8bca7dace
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h3e12452d12fba552
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h401239f859efe156
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h41ef4eeb72d64aa7
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h471b5327a46714db
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h4a497ba5e7a3193b
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h4d721e90db9a34b1
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h4ebdff34a2e398f7
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h56d2081ff43a3f05
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h5940473f9cbe8607
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h599986ffcf19c27b
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h6614146072ae40cb
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h6d7448e75e4b2043
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h7af560e4b9db9868
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h8171fc3409a35786
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h87182cc802539aeb
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h8963f7085e6eebe8
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h8d8a1f6d2aea6465
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h913367bc6cd84e11
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h97a9312276a99080
alloc::rc::Rc<dyn core::any::Any,A>::downcast::h9f28ee1fd31b57e8
alloc::rc::Rc<dyn core::any::Any,A>::downcast::ha14e2d5d01d9b4ce
alloc::rc::Rc<dyn core::any::Any,A>::downcast::hada410f78a0a2035
alloc::rc::Rc<dyn core::any::Any,A>::downcast::hb28b4344a4265d31
alloc::rc::Rc<dyn core::any::Any,A>::downcast::hb2fbb586a6f6a305
alloc::rc::Rc<dyn core::any::Any,A>::downcast::hb367313598d3c863
alloc::rc::Rc<dyn core::any::Any,A>::downcast::hb540923234a63824
alloc::rc::Rc<dyn core::any::Any,A>::downcast::hb99ec53d9c56759a
alloc::rc::Rc<dyn core::any::Any,A>::downcast::hc1045a2f9c749413
alloc::rc::Rc<dyn core::any::Any,A>::downcast::hcb84e38ae22cf0af
alloc::rc::Rc<dyn core::any::Any,A>::downcast::hce1b5677ef9ce782
alloc::rc::Rc<dyn core::any::Any,A>::downcast::hcf4571c8b7462abd
alloc::rc::Rc<dyn core::any::Any,A>::downcast::hd3ada90b1efc0030
alloc::rc::Rc<dyn core::any::Any,A>::downcast::hd9fdcaee56749ebc
alloc::rc::Rc<dyn core::any::Any,A>::downcast::he97d07a7ecd3e373
alloc::rc::Rc<dyn core::any::Any,A>::downcast::hed118953478cd04a
alloc::rc::Rc<dyn core::any::Any,A>::downcast::hfd0ca14f4d2eec2e
alloc::rc::Weak<T,A>::upgrade::h8a61d2784a5abbdf
alloc::slice::<impl [T]>::join::hcd4c05bce01a1bd8
alloc::slice::<impl [T]>::join::hd19396487fe4f9ba
alloc::slice::<impl [T]>::to_vec::h1b2955f250c39153
alloc::str::join_generic_copy::ha51f49e15691ac12
alloc::str::join_generic_copy::haa62b19b11c32c84
alloc::sync::Arc<T,A>::drop_slow::h71543971e46ea960
alloc::sync::Arc<T,A>::drop_slow::h9e0ecbae50d0c44d
alloc::sync::Arc<T,A>::make_mut::h3eb56913d4fe5a05
alloc::vec::Vec<T,A>::append_elements::h4f8295330e7f1641
alloc::vec::Vec<T,A>::append_elements::h9fe64ff6a45ea343
alloc::vec::Vec<T,A>::append_elements::ha47a8268d34309d2
alloc::vec::Vec<T,A>::dedup_by::h40adf7cf00164028
alloc::vec::Vec<T,A>::dedup_by::h72ef106b4ff51e16
alloc::vec::Vec<T,A>::drain::h0bea075d05cf4f0f
alloc::vec::Vec<T,A>::extend_desugared::h80777349b3c10185
alloc::vec::Vec<T,A>::extend_desugared::h93f42e321342158b
alloc::vec::Vec<T,A>::extend_desugared::hb7e529680fc81a89
alloc::vec::Vec<T,A>::extend_trusted::h051e1904eb920ecc
alloc::vec::Vec<T,A>::extend_trusted::h1c6ffb6448582983
alloc::vec::Vec<T,A>::extend_trusted::h286c96dd85a2940c
alloc::vec::Vec<T,A>::extend_trusted::h295b92e9fff73f76
alloc::vec::Vec<T,A>::extend_trusted::h30eddb4e40891783
alloc::vec::Vec<T,A>::extend_trusted::h338a786e467b06e6
alloc::vec::Vec<T,A>::extend_trusted::h3fa26f2adaed2a33
alloc::vec::Vec<T,A>::extend_trusted::h45a6422e6ad2c34e
alloc::vec::Vec<T,A>::extend_trusted::h58fd53d8047daf75
alloc::vec::Vec<T,A>::extend_trusted::h5f26d7a87ba7da0c
alloc::vec::Vec<T,A>::extend_trusted::h69afe5b5e82d03c3
alloc::vec::Vec<T,A>::extend_trusted::h6d90e9f0fb0092ac
alloc::vec::Vec<T,A>::extend_trusted::h792e5ba021bd0365
alloc::vec::Vec<T,A>::extend_trusted::h7bb6cbd1b31f4ef5
alloc::vec::Vec<T,A>::extend_trusted::h7cbe22dda2ba6c9b
alloc::vec::Vec<T,A>::extend_trusted::h7db78134f8bb0d58
alloc::vec::Vec<T,A>::extend_trusted::h9081e14b5703e54b
alloc::vec::Vec<T,A>::extend_trusted::h90ff247290e5324f
alloc::vec::Vec<T,A>::extend_trusted::h91695e127e90e06c
alloc::vec::Vec<T,A>::extend_trusted::haa80006c500f3dfc
alloc::vec::Vec<T,A>::extend_trusted::hacdd4092e54e96c6
alloc::vec::Vec<T,A>::extend_trusted::hadbec1753727026e
alloc::vec::Vec<T,A>::extend_trusted::hbadbdbfe73269f95
alloc::vec::Vec<T,A>::extend_trusted::hc0f25dd898b1b791
alloc::vec::Vec<T,A>::extend_trusted::hd57813224fc22291
alloc::vec::Vec<T,A>::extend_trusted::he2633ac49118f7b9
alloc::vec::Vec<T,A>::extend_trusted::he51cb48b7afb72de
alloc::vec::Vec<T,A>::extend_trusted::he6d3b42c243740ba
alloc::vec::Vec<T,A>::extend_trusted::heb676deccb944bcb
alloc::vec::Vec<T,A>::extend_with::hc3bd8499d31dfdc0
alloc::vec::Vec<T,A>::into_boxed_slice::h50d6997375a826a1
alloc::vec::Vec<T,A>::into_boxed_slice::h85436cfbe6ad59b0
alloc::vec::Vec<T,A>::into_boxed_slice::hc92fe896f0b5545a
alloc::vec::Vec<T,A>::push::h11d18bae92cb4644
alloc::vec::Vec<T,A>::push::h17fc66b8cde4b2fd
alloc::vec::Vec<T,A>::push::h2fee4644eaec8e6c
alloc::vec::Vec<T,A>::push::h3291bca4cfdb7ef6
alloc::vec::Vec<T,A>::push::h663dfaaa62c0d465
alloc::vec::Vec<T,A>::push::h7ff6189601fc851f
alloc::vec::Vec<T,A>::push::h958d664ddf5ea4bc
alloc::vec::Vec<T,A>::push::hb939b90ed812a494
alloc::vec::Vec<T,A>::push::hbf506877f2f1fc03
alloc::vec::Vec<T,A>::push::hfeb012ae76a20a07
alloc::vec::Vec<T,A>::reserve::h01555c3cd38c1a5f
alloc::vec::Vec<T,A>::reserve::h05da9f1da0916889
alloc::vec::Vec<T,A>::reserve::h0a04bc3d1a122d7b
alloc::vec::Vec<T,A>::reserve::h0b1ea7402717ec26
alloc::vec::Vec<T,A>::reserve::h0f4a0e52f251b50f
alloc::vec::Vec<T,A>::reserve::h2dd4dafdbb547483
alloc::vec::Vec<T,A>::reserve::h2ed06db05601b54f
alloc::vec::Vec<T,A>::reserve::h44652859a1e31058
alloc::vec::Vec<T,A>::reserve::h47f8b2b021a2566a
alloc::vec::Vec<T,A>::reserve::h652fb7f6a585d0c6
alloc::vec::Vec<T,A>::reserve::h672ac58d55132d37
alloc::vec::Vec<T,A>::reserve::h72b3dbb8b5c69a27
alloc::vec::Vec<T,A>::reserve::h919e9085c5a3d012
alloc::vec::Vec<T,A>::reserve::h97c10cb6e37db9e6
alloc::vec::Vec<T,A>::reserve::hbaad168305820e1a
alloc::vec::Vec<T,A>::reserve::hc53f3790e413c22b
alloc::vec::Vec<T,A>::reserve::hdca36c1de822979b
alloc::vec::Vec<T,A>::reserve_exact::hbb1d306a7701de08
alloc::vec::Vec<T,A>::resize::h51321f6d0918bd79
alloc::vec::Vec<T,A>::truncate::h33d01fcd9d359444
alloc::vec::Vec<T,A>::truncate::he7947baf1b58feab
alloc::vec::Vec<T,A>::try_reserve_exact::h3280c64ab3ccae86
alloc::vec::Vec<T,A>::try_reserve_exact::h85b031946fdb4d16
alloc::vec::partial_eq::<impl core::cmp::PartialEq<alloc::vec::Vec<U,A2>> for alloc::vec::Vec<T,A1>>::eq::h684e4ea0a72233df
alloc::vec::partial_eq::<impl core::cmp::PartialEq<alloc::vec::Vec<U,A2>> for alloc::vec::Vec<T,A1>>::eq::h745a96d6326d4115
alloc::vec::partial_eq::<impl core::cmp::PartialEq<alloc::vec::Vec<U,A2>> for alloc::vec::Vec<T,A1>>::eq::ha7e00d0b8c3514a7
alloc[3ca501edff3f0c7c]::boxed::box_new_uninit
alloc[3ca501edff3f0c7c]::boxed::box_new_uninit[1]
alloc[3ca501edff3f0c7c]::boxed::box_new_uninit[2]
alloc[3ca501edff3f0c7c]::boxed::box_new_uninit[3]
alloc[3ca501edff3f0c7c]::boxed::box_new_uninit[5]
alloc[3ca501edff3f0c7c]::fmt::format
alloc[3ca501edff3f0c7c]::fmt::format::format_inner
alloc[3ca501edff3f0c7c]::fmt::format[1]
alloc[3ca501edff3f0c7c]::rc::rc_inner_layout_for_value_layout
alloc[3ca501edff3f0c7c]::sync::arcinner_layout_for_value_layout
async_once_cell::EitherHead::set_ready::hda6d90029c35cba9
async_once_cell::Inner::initialize::hececabe6c2315fc7
async_once_cell::Step::poll_init::hb4c36ca8a1bb1a1c
core::cell::RefCell<T>::borrow::h1f79efc835eca6c7
core::cell::RefCell<T>::borrow::h2222ab95285ed9f5
core::cell::RefCell<T>::borrow::h6d279068dd7d287d
core::cell::RefCell<T>::borrow::h7ab4e982bec33c72
core::cell::RefCell<T>::borrow_mut::h07c8cc7c51c87437
core::cell::RefCell<T>::borrow_mut::h250e6edebbb67c68
core::cell::RefCell<T>::borrow_mut::h48f7bfde86adf3db
core::cell::RefCell<T>::borrow_mut::h592ba18c0deef829
core::cell::RefCell<T>::borrow_mut::h75323e2593feb0c1
core::cell::RefCell<T>::borrow_mut::haafd8745ac7f722a
core::cell::RefCell<T>::borrow_mut::hc38aaa2c24a23672
core::cell::RefCell<T>::borrow_mut::hdbe4f861c92ce093
core::cell::RefCell<T>::borrow_mut::hf24e13ca2db2a163
core::cell::lazy::LazyCell<T,F>::really_init::h59d173598a6d6b63
core::cell::lazy::LazyCell<T,F>::really_init::h6f438ca5265a40ad
core::cell::lazy::LazyCell<T,F>::really_init::hd776411d3a92cbd9
core::cmp::PartialEq::ne::h2925f23bc7bd9a53
core::cmp::PartialEq::ne::h29f2b5549241d024
core::cmp::PartialEq::ne::h3b4294f0afcc80da
core::cmp::PartialEq::ne::h4ed4576ce71472eb
core::cmp::PartialEq::ne::hee7d5b13f03b6f55
core::cmp::impls::<impl core::cmp::PartialEq<&B> for &A>::eq::h096dfa5a6f3bde37
core::cmp::impls::<impl core::cmp::PartialEq<&B> for &A>::eq::h11ae7f529d4e19bd
core::cmp::impls::<impl core::cmp::PartialEq<&B> for &A>::eq::hd00a07d9b6802087
core::hash::BuildHasher::hash_one::h2e7d343f3bb63718
core::hash::BuildHasher::hash_one::h66fa23dff47808f6
core::hash::BuildHasher::hash_one::h77bbdb5884d05cb4
core::hash::BuildHasher::hash_one::h98cc311f3be8a3ce
core::hash::BuildHasher::hash_one::hc34d7461009d07d8
core::hash::BuildHasher::hash_one::hc53836c3514e5113
core::hash::BuildHasher::hash_one::hfb0ea25803ae79a6
core::hash::impls::<impl core::hash::Hash for &T>::hash::h845bd3fa5d145f59
core::intrinsics::typed_swap_nonoverlapping::h2feb9d350727e3ad
core::intrinsics::typed_swap_nonoverlapping::h75192d3e59b1cc48
core::iter::adapters::flatten::and_then_or_clear::h0179550bb8232a11
core::iter::adapters::flatten::and_then_or_clear::h76fe96749b168ad6
core::iter::adapters::flatten::and_then_or_clear::h8d7e0bf4b1962dc7
core::iter::traits::iterator::Iterator::try_fold::h2102264fe2e1044a
core::mem::drop::hb590d0007a314768
core::mem::swap::h99d55e0974c06747
core::ops::function::FnOnce::call_once::h046f8ac50d3d54d8
core::ops::function::FnOnce::call_once::h0bf5d140adc41625
core::ops::function::FnOnce::call_once::h0de772194ad9b8d0
core::ops::function::FnOnce::call_once::h1911fcb53d58182c
core::ops::function::FnOnce::call_once::h24a2aa1905fee800
core::ops::function::FnOnce::call_once::h316387e226b7d3b8
core::ops::function::FnOnce::call_once::h3309a7ece2bab127
core::ops::function::FnOnce::call_once::h4d22f18349ee4372
core::ops::function::FnOnce::call_once::h4d82575eaf7b1387
core::ops::function::FnOnce::call_once::h6231138351d3b1c6
core::ops::function::FnOnce::call_once::h69a0328bf9aa1d33
core::ops::function::FnOnce::call_once::h7a9e9a70d01c57a7
core::ops::function::FnOnce::call_once::h839de76a96c9e8e5
core::ops::function::FnOnce::call_once::h9250bd4b5a62ed63
core::ops::function::FnOnce::call_once::ha7f21fc9fc6ed5e4
core::ops::function::FnOnce::call_once::ha9966097e145a785
core::ops::function::FnOnce::call_once::hbc8505041478998c
core::ops::function::FnOnce::call_once::hc623d8fa3e3bb417
core::ops::function::FnOnce::call_once::hc8abdf540ddf92b6
core::ops::function::FnOnce::call_once::hc9629cf7ef4b200f
core::ops::function::FnOnce::call_once::hdb85bf62720aa969
core::ops::function::FnOnce::call_once::hea5891a6dc6cbe7a
core::ops::function::FnOnce::call_once::hfa7ddc93d95099fe
core::ops::function::FnOnce::call_once{{vtable.shim}}::h696ad18ddbbfa955
core::ops::function::FnOnce::call_once{{vtable.shim}}::h974e1804608de809
core::ops::function::FnOnce::call_once{{vtable.shim}}::hee76b2977d514239
core::ops::function::impls::<impl core::ops::function::FnMut<A> for &mut F>::call_mut::h881afe87c8f75d7b
core::ops::function::impls::<impl core::ops::function::FnMut<A> for &mut F>::call_mut::he5e5b9458763db3d
core::ops::function::impls::<impl core::ops::function::FnMut<A> for &mut F>::call_mut::hf1371b4281665034
core::ops::try_trait::NeverShortCircuit<T>::wrap_mut_2::{{closure}}::hd224347d75a4c064
core::option::Option<&T>::cloned::h00115a8f842c0ef1
core::option::Option<&T>::cloned::h7536dd0ab00628c4
core::option::Option<T>::as_deref::he2579a22d3866abf
core::option::Option<T>::expect::h0a48df41af68853b
core::option::Option<T>::expect::h25b7aa41816d6a61
core::option::Option<T>::expect::h4aca632f7b57b8f1
core::option::Option<T>::map::h33e018636181a074
core::option::Option<T>::map::h92acf94dd4a2e4b7
core::option::Option<T>::unwrap_or_default::h142a35903e876082
core::option::Option<T>::unwrap_or_default::haa1978eb3288b3d4
core::ptr::drop_in_place<<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}::{{closure}}::{{closure}}::{{closure}}>::hdcc2c399ffac66b4
core::ptr::drop_in_place<<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}::{{closure}}>::h0e45fcee13f5b992
core::ptr::drop_in_place<<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}>::h0b1a1aa195e6106d
core::ptr::drop_in_place<<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}>::h14dc6baaf257ca87
core::ptr::drop_in_place<<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}>::h1b7465c96bacba56
core::ptr::drop_in_place<<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}>::h35520273e5d202c6
core::ptr::drop_in_place<<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}>::h40a26e093adfc5bd
core::ptr::drop_in_place<<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}>::h6a6d9484c21c6571
core::ptr::drop_in_place<<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}>::h7f349507c5f98c32
core::ptr::drop_in_place<<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}>::h8f6ed4a207f5280f
core::ptr::drop_in_place<<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}>::h9e6ff03e1b921ded
core::ptr::drop_in_place<<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}>::hadc6a3b2eb0d3277
core::ptr::drop_in_place<<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}>::hbbfbc63f5226f723
core::ptr::drop_in_place<<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}>::hd4b1a544c5d39b0d
core::ptr::drop_in_place<<spindle_web::components::cluster::Cluster as yew::functional::FunctionProvider>::run::inner::{{closure}}::{{closure}}::{{closure}}>::h46e98de5d330d766
core::ptr::drop_in_place<<spindle_web::components::cluster::Cluster as yew::functional::FunctionProvider>::run::inner::{{closure}}::{{closure}}>::h92ffae08f8b66a18
core::ptr::drop_in_place<<spindle_web::components::cluster::Cluster as yew::functional::FunctionProvider>::run::inner::{{closure}}>::h40a579a42e26099d
core::ptr::drop_in_place<<spindle_web::components::cluster::Cluster as yew::functional::FunctionProvider>::run::inner::{{closure}}>::h8f5781711cd00011
core::ptr::drop_in_place<<spindle_web::components::cluster::Cluster as yew::functional::FunctionProvider>::run::inner::{{closure}}>::hb4ee006615522834
core::ptr::drop_in_place<<spindle_web::components::cluster::Cluster as yew::functional::FunctionProvider>::run::inner::{{closure}}>::hdf3ac676aec78433
core::ptr::drop_in_place<<spindle_web::components::cluster::Node as yew::functional::FunctionProvider>::run::inner::{{closure}}>::hb0ad3dae09f9c543
core::ptr::drop_in_place<<spindle_web::components::files::Folded as yew::functional::FunctionProvider>::run::inner::{{closure}}>::h502662c9aeeb2b23
core::ptr::drop_in_place<<spindle_web::components::share_popover::ShareButton as yew::functional::FunctionProvider>::run::inner::{{closure}}>::hb1b78d94f4bbcc19
core::ptr::drop_in_place<<spindle_web::components::topology_editor::NodeEditor as yew::functional::FunctionProvider>::run::inner::{{closure}}>::h6f7bd99cad511664
core::ptr::drop_in_place<[yew::virtual_dom::vnode::VNode; 1]>::h744f8b1cdfaeb8f4
core::ptr::drop_in_place<[yew::virtual_dom::vnode::VNode; 2]>::ha48fa9b05780a4c8
core::ptr::drop_in_place<[yew::virtual_dom::vnode::VNode; 3]>::h9c81ec234cb2d1e2
core::ptr::drop_in_place<[yew::virtual_dom::vnode::VNode; 4]>::h4d0242b228995b1e
core::ptr::drop_in_place<[yew::virtual_dom::vnode::VNode; 5]>::he2f6992762fd965e
core::ptr::drop_in_place<[yew::virtual_dom::vnode::VNode; 6]>::h290bb41aba723208
core::ptr::drop_in_place<[yew::virtual_dom::vnode::VNode; 9]>::ha60f8de150f44ef7
core::ptr::drop_in_place<alloc::borrow::Cow<str>>::hb4f053ab90cc2a2a
core::ptr::drop_in_place<alloc::boxed::Box<[core::option::Option<alloc::rc::Rc<dyn yew::virtual_dom::listeners::Listener>>]>>::hdce9f1b7d2082a60
core::ptr::drop_in_place<alloc::boxed::Box<[core::option::Option<yew::virtual_dom::AttributeOrProperty>]>>::hd5b059842e9da39b
core::ptr::drop_in_place<alloc::boxed::Box<yew::html::component::lifecycle::RenderRunner>>::h714c599997698b11
core::ptr::drop_in_place<alloc::rc::Rc<()>>::h0d81f85f0973bd67
core::ptr::drop_in_place<alloc::rc::Rc<[spindle_web::view_model::cluster::ChipView]>>::hc8fda06dbc841d09
core::ptr::drop_in_place<alloc::rc::Rc<alloc::rc::Rc<alloc::vec::Vec<alloc::string::String>>>>::hc96f6772b88c3777
core::ptr::drop_in_place<alloc::rc::Rc<alloc::vec::Vec<alloc::rc::Rc<spindle_core::scenario::format::Scenario>>>>::h230a83e875841eb7
core::ptr::drop_in_place<alloc::rc::Rc<alloc::vec::Vec<alloc::rc::Rc<spindle_web::view_model::cluster::NodeInfo>>>>::hf786597aa2754258
core::ptr::drop_in_place<alloc::rc::Rc<alloc::vec::Vec<alloc::string::String>>>::hb147ae7747ad6797
core::ptr::drop_in_place<alloc::rc::Rc<core::cell::Cell<core::option::Option<alloc::boxed::Box<dyn core::ops::function::FnOnce<(core::result::Result<wasm_bindgen::JsValue,alloc::string::String>,)>+Output = ()>>>>>::hba473f029a028b8a
core::ptr::drop_in_place<alloc::rc::Rc<core::cell::Cell<f64>>>::h0d7bd15b7bd9ee26
core::ptr::drop_in_place<alloc::rc::Rc<core::cell::RefCell<alloc::rc::Rc<spindle_web::state::Playground>>>>::h9e644a9ac8e0cf78
core::ptr::drop_in_place<alloc::rc::Rc<core::cell::RefCell<alloc::rc::Rc<yew::functional::hooks::use_state::UseStateReducer<core::option::Option<(f64,f64)>>>>>>::h3f9d11d6632cc82c
core::ptr::drop_in_place<alloc::rc::Rc<core::cell::RefCell<alloc::rc::Rc<yew::functional::hooks::use_state::UseStateReducer<core::option::Option<spindle_web::components::cluster::Drag>>>>>>::h29f33c335e494cef
core::ptr::drop_in_place<alloc::rc::Rc<core::cell::RefCell<alloc::rc::Rc<yew::functional::hooks::use_state::UseStateReducer<core::option::Option<spindle_web::state::lesson::LessonRun>>>>>>::hb2852aa7887fa235
core::ptr::drop_in_place<alloc::rc::Rc<core::cell::RefCell<alloc::rc::Rc<yew::functional::hooks::use_state::UseStateReducer<spindle_web::app::Cover>>>>>::h133cd8759c16965b
core::ptr::drop_in_place<alloc::rc::Rc<core::cell::RefCell<alloc::rc::Rc<yew::functional::hooks::use_state::UseStateReducer<u32>>>>>::hc4a262aaa2e02db0
core::ptr::drop_in_place<alloc::rc::Rc<core::cell::RefCell<alloc::rc::Rc<yew::functional::hooks::use_state::UseStateReducer<yew::html::NodeRef>>>>>::hac0c371e9099b202
core::ptr::drop_in_place<alloc::rc::Rc<core::cell::RefCell<core::option::Option<spindle_web::components::cluster::Area>>>>::hbf48b634a0c3e3e5
core::ptr::drop_in_place<alloc::rc::Rc<core::cell::RefCell<core::option::Option<yew::html::component::lifecycle::ComponentState>>>>::h0accabcc9e9b864e
core::ptr::drop_in_place<alloc::rc::Rc<core::cell::RefCell<core::option::Option<yew::html::component::lifecycle::ComponentState>>>>::hbff90ad2055d89d5
core::ptr::drop_in_place<alloc::rc::Rc<core::cell::RefCell<spindle_core::sim::Simulator>>>::h5377e35629539f50
core::ptr::drop_in_place<alloc::rc::Rc<core::cell::RefCell<spindle_web::app::hooks::FocusMemo>>>::h55caf0884dcf2b0e
core::ptr::drop_in_place<alloc::rc::Rc<core::cell::RefCell<spindle_web::view_model::cluster::ChipCache>>>::h37e947bfba10e102
core::ptr::drop_in_place<alloc::rc::Rc<core::cell::RefCell<spindle_web::view_model::pending::RejectedCache>>>::h5d64a591f0ff0129
core::ptr::drop_in_place<alloc::rc::Rc<core::option::Option<alloc::rc::Rc<spindle_web::view_model::charts::ChartSeries>>>>::h81967663d40fbecf
core::ptr::drop_in_place<alloc::rc::Rc<dyn core::any::Any>>::hb45eb3c4d1b010d7
core::ptr::drop_in_place<alloc::rc::Rc<dyn core::any::Any>>::hc359ebbf4bb25ecf
core::ptr::drop_in_place<alloc::rc::Rc<dyn core::ops::function::Fn<()>+Output = ()>>::h7f2719d3153a60c2
core::ptr::drop_in_place<alloc::rc::Rc<dyn core::ops::function::Fn<(u32,)>+Output = ()>>::he0ff806c040a4744
core::ptr::drop_in_place<alloc::rc::Rc<dyn core::ops::function::Fn<(yew::html::NodeRef,)>+Output = ()>>::hacb91a2a315e7538
core::ptr::drop_in_place<alloc::rc::Rc<indexmap::set::IndexSet<implicit_clone::unsync::string::IString>>>::h2d6b4dc81590c613
core::ptr::drop_in_place<alloc::rc::Rc<js_sys::futures::task::singlethread::Task>>::he9bd7f3a994ec932
core::ptr::drop_in_place<alloc::rc::Rc<pinned::cell::UnsafeCell<pinned::oneshot::Inner<core::option::Option<alloc::string::String>>>>>::h9482d9058f444bcf
core::ptr::drop_in_place<alloc::rc::Rc<spindle_core::scenario::format::Scenario>>::he7b38b4a0dff5bdf
core::ptr::drop_in_place<alloc::rc::Rc<spindle_web::components::announcer::AnnouncerProps>>::h428117d283fe8f62
core::ptr::drop_in_place<alloc::rc::Rc<spindle_web::components::cluster::ClusterProps>>::he42a676e3354a7e4
core::ptr::drop_in_place<alloc::rc::Rc<spindle_web::components::cluster::NodeProps>>::h5dfe0b1a02f4e890
core::ptr::drop_in_place<alloc::rc::Rc<spindle_web::components::explain::ExplainProps>>::h3fb3d61e9681d643
core::ptr::drop_in_place<alloc::rc::Rc<spindle_web::components::notice::NoticeProps>>::h6b7c83256353fc9f
core::ptr::drop_in_place<alloc::rc::Rc<spindle_web::components::panel_toggle::PanelToggleProps>>::h76ee9de5b3b174ce
core::ptr::drop_in_place<alloc::rc::Rc<spindle_web::components::pending::PendingProps>>::hbe53ae8a9ab0b4e0
core::ptr::drop_in_place<alloc::rc::Rc<spindle_web::components::share_popover::ShareProps>>::hd3196148d34a1833
core::ptr::drop_in_place<alloc::rc::Rc<spindle_web::components::timeline::TimelineProps>>::h30ee1f44c8bcc3be
core::ptr::drop_in_place<alloc::rc::Rc<spindle_web::components::top_bar::TopBarProps>>::h42e465d0429fe0e7
core::ptr::drop_in_place<alloc::rc::Rc<spindle_web::components::view_bar::ViewBarProps>>::he8cf95ebc659d54e
core::ptr::drop_in_place<alloc::rc::Rc<spindle_web::state::Playground>>::h74ef2625ad5b30cf
core::ptr::drop_in_place<alloc::rc::Rc<spindle_web::state::history::Drafts>>::hbd6f066ebb4e1af8
core::ptr::drop_in_place<alloc::rc::Rc<spindle_web::view_model::cluster::ChipWords>>::hebb1a5847b9ee1b0
core::ptr::drop_in_place<alloc::rc::Rc<spindle_web::view_model::cluster::ClusterView>>::hff968cff6ede9017
core::ptr::drop_in_place<alloc::rc::Rc<spindle_web::view_model::cluster::NodeInfo>>::h82062bb9720512d5
core::ptr::drop_in_place<alloc::rc::Rc<str>>::h476782f40d4452a5
core::ptr::drop_in_place<alloc::rc::Rc<str>>::hd2e33cc1969232aa
core::ptr::drop_in_place<alloc::rc::Rc<wasm_bindgen::__rt::WasmRefCell<core::option::Option<wasm_bindgen::closure::ScopedClosure<dyn core::ops::function::FnMut<()>+Output = ()>>>>>::h5ef9cf7ae7ab2c4a
core::ptr::drop_in_place<alloc::rc::Rc<yew::callback::Callback<bool>>>::h411054f5c86e8217
core::ptr::drop_in_place<alloc::rc::Rc<yew::callback::Callback<spindle_web::state::ui::Theme>>>::h6da9c0a275b8e6f6
core::ptr::drop_in_place<alloc::rc::Rc<yew::dom_bundle::subtree_root::SubtreeData>>::h364a4c71549a49ab
core::ptr::drop_in_place<alloc::rc::Rc<yew::functional::hooks::use_reducer::UseReducer<yew::functional::hooks::use_state::UseStateReducer<u32>>>>::h4024e720bcbbf809
core::ptr::drop_in_place<alloc::rc::Rc<yew::functional::hooks::use_state::UseStateReducer<core::option::Option<(f64,f64)>>>>::hbc5aafded626ca57
core::ptr::drop_in_place<alloc::rc::Rc<yew::functional::hooks::use_state::UseStateReducer<core::option::Option<spindle_web::components::cluster::Drag>>>>::h21d875ab63dc9384
core::ptr::drop_in_place<alloc::rc::Rc<yew::functional::hooks::use_state::UseStateReducer<core::option::Option<spindle_web::state::lesson::LessonRun>>>>::h59527af9cea1b5fc
core::ptr::drop_in_place<alloc::rc::Rc<yew::functional::hooks::use_state::UseStateReducer<spindle_web::app::Cover>>>::haa103fc4d022ed32
core::ptr::drop_in_place<alloc::rc::Rc<yew::functional::hooks::use_state::UseStateReducer<u32>>>::h26b27d137010e672
core::ptr::drop_in_place<alloc::rc::Rc<yew::functional::hooks::use_state::UseStateReducer<yew::html::NodeRef>>>::h7bb176886aba98e2
core::ptr::drop_in_place<alloc::rc::Rc<yew::virtual_dom::vcomp::VComp>>::h8a1481202557563a
core::ptr::drop_in_place<alloc::string::String>::h61f92cc7de0fc5b1
core::ptr::drop_in_place<alloc::sync::Arc<wasm_split_helpers::rt::SplitLoader>>::hf4dedb0a4e72c8f6
core::ptr::drop_in_place<alloc::vec::Vec<&str>>::h65a7db479d567be9
core::ptr::drop_in_place<alloc::vec::Vec<(alloc::string::String,alloc::string::String)>>::h9032a4e03d5370f6
core::ptr::drop_in_place<alloc::vec::Vec<(alloc::string::String,core::option::Option<spindle_core::scheduler::queue::QueueId>)>>::hecb6da010b87074b
core::ptr::drop_in_place<alloc::vec::Vec<(alloc::string::String,u16)>>::hc335c1e4c9acc93d
core::ptr::drop_in_place<alloc::vec::Vec<alloc::string::String>>::h537498b0028f77c0
core::ptr::drop_in_place<alloc::vec::Vec<alloc::string::String>>::hafe34673b30b0bb6
core::ptr::drop_in_place<alloc::vec::Vec<spindle_core::scenario::diagnostic::Diagnostic>>::hbb819a8af80274bc
core::ptr::drop_in_place<alloc::vec::Vec<spindle_core::scenario::format::ApplicationSpec>>::h16eb76fd396ba9a3
core::ptr::drop_in_place<alloc::vec::Vec<spindle_core::scenario::format::RackSpec>>::h8f1f46ba61fa1293
core::ptr::drop_in_place<alloc::vec::Vec<spindle_core::scenario::format::RequestSpec>>::h4e3f712e75c90504
core::ptr::drop_in_place<alloc::vec::Vec<spindle_core::tags::index::AttributeScope>>::hb3e849c0bf3cfff1
core::ptr::drop_in_place<alloc::vec::Vec<spindle_web::app::hooks::Fallback>>::hbdbc32bbe96ed39e
core::ptr::drop_in_place<alloc::vec::Vec<spindle_web::view_model::cluster::NodeView>>::h462e4993d1f46019
core::ptr::drop_in_place<alloc::vec::Vec<spindle_web::view_model::pending::PendingView>>::hd8190ab00b066520
core::ptr::drop_in_place<alloc::vec::Vec<spindle_web::view_model::pending::RejectedView>>::h27a1fec3d5debfe6
core::ptr::drop_in_place<alloc::vec::Vec<u8>>::h706bb02909e5447d
core::ptr::drop_in_place<alloc::vec::Vec<u8>>::h8673c52a66b85296
core::ptr::drop_in_place<alloc::vec::Vec<yew::scheduler::QueueEntry>>::h31dac075b3e0d3af
core::ptr::drop_in_place<alloc::vec::Vec<yew::virtual_dom::vnode::VNode>>::h8a0edf2e80012bea
core::ptr::drop_in_place<alloc::vec::into_iter::IntoIter<alloc::string::String>>::hec0585d5c09113a6
core::ptr::drop_in_place<async_once_cell::InitFuture<(),async_once_cell::OnceCell<()>::get_or_try_init<wasm_split_helpers::rt::SplitLoaderError,wasm_split_helpers::rt::SplitLoaderFuture>::{{closure}}::{{closure}}>>::h484e318e00ad5d4e
core::ptr::drop_in_place<async_once_cell::OnceCell<()>::get_or_try_init<wasm_split_helpers::rt::SplitLoaderError,wasm_split_helpers::rt::SplitLoaderFuture>::{{closure}}>::h14bef3409faa081f
core::ptr::drop_in_place<async_once_cell::QueueWaiter>::he8990553caefe6f2
core::ptr::drop_in_place<async_once_cell::Step>::h808bf01771fff75f
core::ptr::drop_in_place<core::iter::adapters::rev::Rev<alloc::vec::into_iter::IntoIter<alloc::string::String>>>::h54210102a1cccc02
core::ptr::drop_in_place<core::option::Option<(&yew::dom_bundle::subtree_root::SubtreeData,web_sys::features::gen_Element::Element)>>::hcfac7fe7e0b4c736
core::ptr::drop_in_place<core::option::Option<((),<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}})>>::h650614981cb285a8
core::ptr::drop_in_place<core::option::Option<((),spindle_web::app::hooks::use_focus_keeper::inner_fn::{{closure}})>>::hd6b5e8fdca7ee244
core::ptr::drop_in_place<core::option::Option<((u64,spindle_web::view_model::ColourBy),alloc::rc::Rc<spindle_web::view_model::cluster::ChipWords>)>>::hf0c786ff0c0afc66
core::ptr::drop_in_place<core::option::Option<(bool,<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}})>>::h916b79221b658fee
core::ptr::drop_in_place<core::option::Option<(bool,<spindle_web::components::share_popover::ShareButton as yew::functional::FunctionProvider>::run::inner::{{closure}})>>::h1b4fa7555c52fabf
core::ptr::drop_in_place<core::option::Option<(bool,spindle_web::app::hooks::use_play_loop::inner_fn::{{closure}})>>::hfbd021ec20dd004a
core::ptr::drop_in_place<core::option::Option<(bool,spindle_web::components::cluster::use_room::inner_fn::{{closure}})>>::h288c22ddf463d4cf
core::ptr::drop_in_place<core::option::Option<(bool,spindle_web::components::shown::use_on_scroll::inner_fn::{{closure}})>>::hf10331e3d55eee38
core::ptr::drop_in_place<core::option::Option<(core::option::Option<alloc::string::String>,spindle_web::app::hooks::use_report_in_view::inner_fn::{{closure}})>>::h31ceb156039cb007
core::ptr::drop_in_place<core::option::Option<(spindle_web::view_model::cluster::NodeSig,alloc::rc::Rc<[spindle_web::view_model::cluster::ChipView]>)>>::h1b6b4e2494847cd8
core::ptr::drop_in_place<core::option::Option<(u64,<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}})>>::h8afb99f497ba8d60
core::ptr::drop_in_place<core::option::Option<(web_sys::features::gen_Element::Element,alloc::vec::Vec<spindle_web::app::hooks::Fallback>)>>::h920e879f4bb14e32
core::ptr::drop_in_place<core::option::Option<<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}::{{closure}}>>::h9ab998facd167d0f
core::ptr::drop_in_place<core::option::Option<alloc::rc::Rc<alloc::vec::Vec<yew::virtual_dom::vnode::VNode>>>>::ha1d32357aa1b195f
core::ptr::drop_in_place<core::option::Option<alloc::rc::Rc<spindle_core::scenario::format::Scenario>>>::hfa53603df798514d
core::ptr::drop_in_place<core::option::Option<alloc::rc::Rc<spindle_web::view_model::cluster::ChipWords>>>::hb7a9187555091620
core::ptr::drop_in_place<core::option::Option<alloc::rc::Rc<yew::html::component::scope::AnyScope>>>::h0ffb657c569abc0d
core::ptr::drop_in_place<core::option::Option<alloc::rc::Rc<yew::html::component::scope::AnyScope>>>::hdd79bb370c7eab50
core::ptr::drop_in_place<core::option::Option<alloc::vec::Vec<core::task::wake::Waker>>>::he169c3f3c369a814
core::ptr::drop_in_place<core::option::Option<alloc::vec::Vec<spindle_web::state::run::RunAction>>>::h9b4a785eaa91a69b
core::ptr::drop_in_place<core::option::Option<implicit_clone::unsync::string::IString>>::h0ee98a3ae270e206
core::ptr::drop_in_place<core::option::Option<js_sys::futures::task::singlethread::Inner>>::h4728e85fcbb7dd41
core::ptr::drop_in_place<core::option::Option<js_sys::futures::task::singlethread::Inner>>::h6d195890722cfe75
core::ptr::drop_in_place<core::option::Option<spindle_web::app::hooks::use_focus_keeper::inner_fn::{{closure}}::{{closure}}>>::h173a81770105443a
core::ptr::drop_in_place<core::option::Option<spindle_web::app::hooks::use_play_loop::inner_fn::{{closure}}::{{closure}}>>::h37a83abd4ecb5725
core::ptr::drop_in_place<core::option::Option<spindle_web::app::hooks::use_shortcuts::inner_fn::{{closure}}::{{closure}}>>::h1cdcd48c0536eb74
core::ptr::drop_in_place<core::option::Option<spindle_web::components::cluster::use_room::inner_fn::{{closure}}::{{closure}}>>::he7832d1aa48dd0d0
core::ptr::drop_in_place<core::option::Option<spindle_web::components::shown::use_on_scroll::inner_fn::{{closure}}::{{closure}}>>::hb5ce8859f63941fa
core::ptr::drop_in_place<core::option::Option<spindle_web::state::Action>>::h236df439e0de4472
core::ptr::drop_in_place<core::option::Option<spindle_web::state::AwaitingSaved>>::h36f1b7fec2fb3459
core::ptr::drop_in_place<core::option::Option<spindle_web::state::compare::Baseline>>::h3ec69b2cad7c4cfa
core::ptr::drop_in_place<core::option::Option<spindle_web::state::edit::Field>>::hef0dbc3ce1f8d11b
core::ptr::drop_in_place<core::option::Option<spindle_web::state::queue_form::Staged>>::h4bf4a07831e5ad49
core::ptr::drop_in_place<core::option::Option<spindle_web::state::ui::Notice>>::h3ffe2ec6ef83215d
core::ptr::drop_in_place<core::option::Option<spindle_web::state::ui::Select>>::h89ed2e7c6d0f7b4e
core::ptr::drop_in_place<core::option::Option<spindle_web::view_model::cluster::NodeView>>::hadb154236741e357
core::ptr::drop_in_place<core::option::Option<std::collections::hash::map::HashMap<yew::dom_bundle::subtree_root::EventDescriptor,alloc::vec::Vec<alloc::rc::Rc<dyn yew::virtual_dom::listeners::Listener>>>>>::h5f6ea0ebd7162114
core::ptr::drop_in_place<core::option::Option<wasm_bindgen::JsValue>>::hd9d21f569e074008
core::ptr::drop_in_place<core::option::Option<wasm_bindgen::closure::ScopedClosure<dyn core::ops::function::FnMut<()>+Output = ()>>>::he68a55d0576eb13c
core::ptr::drop_in_place<core::option::Option<web_sys::features::gen_Element::Element>>::heabf95880ae6cd98
core::ptr::drop_in_place<core::option::Option<web_sys::features::gen_Node::Node>>::hdfc0b6b486d27d0b
core::ptr::drop_in_place<core::option::Option<web_sys::features::gen_ResizeObserver::ResizeObserver>>::h423a29fd7064b2ef
core::ptr::drop_in_place<core::option::Option<yew::callback::Callback<alloc::string::String>>>::h06f6b43abb08bcaa
core::ptr::drop_in_place<core::option::Option<yew::callback::Callback<spindle_web::state::edit::Edit>>>::h5b22a8302be9f0a6
core::ptr::drop_in_place<core::option::Option<yew::functional::hooks::use_memo::use_memo_base::inner_fn::MemoState<alloc::rc::Rc<alloc::vec::Vec<alloc::string::String>>,u64>>>::heb3ab89f4dd0abe0
core::ptr::drop_in_place<core::option::Option<yew::functional::hooks::use_memo::use_memo_base::inner_fn::MemoState<alloc::vec::Vec<alloc::rc::Rc<spindle_web::view_model::cluster::NodeInfo>>,(u64,usize)>>>::h19f11fc5b97c08f6
core::ptr::drop_in_place<core::option::Option<yew::functional::hooks::use_memo::use_memo_base::inner_fn::MemoState<core::option::Option<alloc::rc::Rc<spindle_web::view_model::charts::ChartSeries>>,(u64,usize,bool)>>>::h9218c97026e09f59
core::ptr::drop_in_place<core::option::Option<yew::functional::hooks::use_memo::use_memo_base::inner_fn::MemoState<yew::callback::Callback<bool>,alloc::rc::Rc<()>>>>::hf534dfefea5c6727
core::ptr::drop_in_place<core::option::Option<yew::functional::hooks::use_memo::use_memo_base::inner_fn::MemoState<yew::callback::Callback<spindle_web::state::ui::Theme>,alloc::rc::Rc<()>>>>::ha010fad535dc5917
core::ptr::drop_in_place<core::option::Option<yew::html::component::lifecycle::ComponentState>>::h88149d6c8391fdae
core::ptr::drop_in_place<core::option::Option<yew::virtual_dom::AttributeOrProperty>>::hb4b7008b8f0d66fe
core::ptr::drop_in_place<core::option::Option<yew::virtual_dom::key::Key>>::h6df7eee322969012
core::ptr::drop_in_place<core::option::Option<yew::virtual_dom::vnode::VNode>>::he1905f191771bb68
core::ptr::drop_in_place<core::pin::Pin<alloc::boxed::Box<dyn core::future::future::Future+Output = ()>>>::h1040b4bc1f3d025e
core::ptr::drop_in_place<core::pin::Pin<alloc::boxed::Box<dyn core::future::future::Future+Output = core::result::Result<fn(&dyn core::any::Any) .> yew::virtual_dom::vnode::VNode,wasm_split_helpers::rt::SplitLoaderError>>>>::h2fad02c66ccf99b0
core::ptr::drop_in_place<core::result::Result<&spindle_core::gallery::served::Content,alloc::string::String>>::h34d8c44bb49e326f
core::ptr::drop_in_place<core::result::Result<(),core::option::Option<alloc::string::String>>>::h11a005dd8d5edae8
core::ptr::drop_in_place<hashbrown::scopeguard::ScopeGuard<hashbrown::raw::RawTableInner,hashbrown::raw::RawTableInner::prepare_resize<alloc::alloc::Global>::{{closure}}>>::h5158d534fa24d2cf
core::ptr::drop_in_place<hashbrown::scopeguard::ScopeGuard<hashbrown::raw::RawTableInner,hashbrown::raw::RawTableInner::prepare_resize<alloc::alloc::Global>::{{closure}}>>::hafa95483746cf7f2
core::ptr::drop_in_place<hashbrown::scopeguard::ScopeGuard<hashbrown::raw::RawTableInner,hashbrown::raw::RawTableInner::prepare_resize<hashbrown::alloc::inner::Global>::{{closure}}>>::hd08ba04757794a22
core::ptr::drop_in_place<implicit_clone::unsync::string::IString>::h09dec49faf5c339e
core::ptr::drop_in_place<implicit_clone::unsync::string::IString>::h9f1477c5b3a2ab18
core::ptr::drop_in_place<pinned::oneshot::Receiver<core::option::Option<alloc::string::String>>>::hbd00057a3433423a
core::ptr::drop_in_place<pinned::oneshot::Sender<core::option::Option<alloc::string::String>>>::h5ad2d7b867ee43a6
core::ptr::drop_in_place<spindle_core::constraint::ast::PlacementConstraint>::hdc29983c463aaa4b
core::ptr::drop_in_place<spindle_core::constraint::ast::Target>::h0abcab5449aa3351
core::ptr::drop_in_place<spindle_core::scenario::format::ClusterSpec>::hc4ffebf80f08d508
core::ptr::drop_in_place<spindle_core::sim::why::WaitStage>::h1e5c00b217f4aa59
core::ptr::drop_in_place<spindle_core::sorted_map::SortedSet<alloc::string::String>>::h2752e3d97fd46697
core::ptr::drop_in_place<spindle_core::spec::ParsedSpec>::hee2c3b8d46e224fb
core::ptr::drop_in_place<spindle_web::app::Cover>::h6e622a88a7ca23d9
core::ptr::drop_in_place<spindle_web::app::skip_to::{{closure}}>::h8bc90dff56913834
core::ptr::drop_in_place<spindle_web::components::cluster::ClusterProps>::hcadf722318913fef
core::ptr::drop_in_place<spindle_web::components::cluster::NodeProps>::hf8c360ede8b4cfff
core::ptr::drop_in_place<spindle_web::components::cluster::use_room::inner_fn::{{closure}}>::he5bbf66b36e2333a
core::ptr::drop_in_place<spindle_web::components::dense::DENSE::{{closure}}::DENSE::{{closure}}>::h04fe8be06e806d03
core::ptr::drop_in_place<spindle_web::components::explain::ExplainContent>::h3dcedac09071615b
core::ptr::drop_in_place<spindle_web::components::explain::ExplainProps>::hc7967cd7d43e932a
core::ptr::drop_in_place<spindle_web::components::notice::NoticeProps>::h50abf92b94f30e2c
core::ptr::drop_in_place<spindle_web::components::pending::PendingProps>::hf819652a403ff35c
core::ptr::drop_in_place<spindle_web::components::share_popover::PopoverProps>::h83e9baa4fa4f97c2
core::ptr::drop_in_place<spindle_web::components::timeline::TimelineProps>::h4f0069a1f3e8f480
core::ptr::drop_in_place<spindle_web::components::top_bar::TopBarProps>::h798b8ab7096d6cb8
core::ptr::drop_in_place<spindle_web::components::view_bar::ViewBarProps>::hc7d4ff4d6959d2d5
core::ptr::drop_in_place<spindle_web::services::chunk::OnDemand<spindle_web::services::engine::Engine>::fetch<spindle_web::services::engine::simulator_engine::{{closure}},spindle_web::services::engine::simulator_engine>::{{closure}}>::h331254cc1893d4db
core::ptr::drop_in_place<spindle_web::services::chunk::OnDemand<spindle_web::services::explain::ExplainCode>::fetch<spindle_web::services::explain::explain::{{closure}},spindle_web::services::explain::explain>::{{closure}}>::h23c469e7e935086a
core::ptr::drop_in_place<spindle_web::services::cold::arrived::{{closure}}>::hf971b9b280e55a55
core::ptr::drop_in_place<spindle_web::services::content::Served<spindle_core::gallery::served::Glossary>::fetch::{{closure}}>::h311dff7bd1612ecb
core::ptr::drop_in_place<spindle_web::services::deploy::cause::{{closure}}>::h1a0c9b78089fad23
core::ptr::drop_in_place<spindle_web::services::engine::fetch::{{closure}}>::h7ccf69ff6b817a70
core::ptr::drop_in_place<spindle_web::services::engine::load<<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}::{{closure}}>::{{closure}}>::h0fa29ce439e5d039
core::ptr::drop_in_place<spindle_web::services::explain::fetch::{{closure}}>::h1488d3f49de2d85e
core::ptr::drop_in_place<spindle_web::services::load_then<spindle_web::services::engine::load<<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}::{{closure}}>::{{closure}},<spindle_web::app::App as yew::functional::FunctionProvider>::run::inner::{{closure}}::{{closure}}>::{{closure}}>::h9f5b099bf6dfd48c
core::ptr::drop_in_place<spindle_web::services::share::__wasm_split_preload_decoder::{{closure}}>::hbd2e6e94eb120ce1
core::ptr::drop_in_place<spindle_web::services::share::decoder::{{closure}}>::h50e182d1a8d71367
core::ptr::drop_in_place<spindle_web::state::history::History>::hcadee83e9550b194
core::ptr::drop_in_place<spindle_web::state::ui::Notice>::heb82075d502f78c0
core::ptr::drop_in_place<spindle_web::state::ui::QueueToggles>::hedb39a0bba2ec8fe
core::ptr::drop_in_place<spindle_web::state::ui::Selection>::h13f93fa94684a7f3
core::ptr::drop_in_place<spindle_web::view_model::cluster::NodeView>::hfed683f07bbc238b
core::ptr::drop_in_place<spindle_web::view_model::cluster::RackView>::h5326f40c9a796105
core::ptr::drop_in_place<wasm_bindgen::JsValue>::h964ada8a35caac02
core::ptr::drop_in_place<wasm_bindgen::JsValue>::h9a2914d8fc40f16b
core::ptr::drop_in_place<wasm_bindgen::JsValue>::ha919add3006c0cf2
core::ptr::drop_in_place<wasm_bindgen::JsValue>::hcab39ac96b0eca07
core::ptr::drop_in_place<wasm_bindgen::convert::closures::<impl wasm_bindgen::closure::WasmClosureFnOnce<dyn core::ops::function::FnMut<()>+Output = (),(),()> for wasm_bindgen::convert::closures::<impl wasm_bindgen::closure::WasmClosureFnOnce<dyn core::ops::function::FnMut<()>+Output = (),(),()> for yew::scheduler::arch::run_scheduler::{{closure}}>::into_js_function::{{closure}}>::into_fn_mut::{{closure}}>::h5e68d3d44bda5d0e
core::ptr::drop_in_place<wasm_split_helpers::rt::SplitLoaderFuture>::h87a671a7dee56a53
core::ptr::drop_in_place<wasm_split_helpers::rt::ensure_loaded::{{closure}}>::h940d1c49acf63097
core::ptr::drop_in_place<yew::callback::Callback<web_sys::features::gen_PointerEvent::PointerEvent>>::h8e71c2f201f77ae2
core::ptr::drop_in_place<yew::dom_bundle::position::DomSlotVariant>::hdddd54a771557476
core::ptr::drop_in_place<yew::dom_bundle::position::DynamicDomSlot>::h0d429b589a400f45
core::ptr::drop_in_place<yew::functional::hooks::use_reducer::UseReducerHandle<spindle_web::state::Playground>>::h1af014fa1f742e85
core::ptr::drop_in_place<yew::functional::hooks::use_state::UseStateHandle<core::option::Option<(f64,f64)>>>::h74d05f63f5b7e353
core::ptr::drop_in_place<yew::functional::hooks::use_state::UseStateHandle<core::option::Option<spindle_web::components::cluster::Drag>>>::h5f442d0d84fdcdd5
core::ptr::drop_in_place<yew::functional::hooks::use_state::UseStateHandle<core::option::Option<spindle_web::state::lesson::LessonRun>>>::hcd1c4768376da851
core::ptr::drop_in_place<yew::functional::hooks::use_state::UseStateHandle<spindle_formats::export::ExportKind>>::h1e608cc1c0ce7667
core::ptr::drop_in_place<yew::functional::hooks::use_state::UseStateHandle<spindle_web::app::Cover>>::h6582bd062ba7bcb5
core::ptr::drop_in_place<yew::html::NodeRef>::h49490b7adcbd3536
core::ptr::drop_in_place<yew::html::NodeRef>::ha1ffdc5c2391fe33
core::ptr::drop_in_place<yew::html::component::scope::AnyScope>::h0c5f9068403f8413
core::ptr::drop_in_place<yew::html::component::scope::AnyScope>::hf10a0f89146e5cbb
core::ptr::drop_in_place<yew::html::component::scope::Scope<spindle_web::components::charts::Axes>>::hd8f47857a109b6c4
core::ptr::drop_in_place<yew::html::component::scope::feat_csr_ssr::MsgQueue<()>>::h8c9db3d0d2d1196a
core::ptr::drop_in_place<yew::scheduler::arch::start::{{closure}}>::h9d48fa86365b3807
core::ptr::drop_in_place<yew::virtual_dom::AttributeOrProperty>::h471bad31bae90464
core::ptr::drop_in_place<yew::virtual_dom::Attributes>::h34eb1572b182ca4f
core::ptr::drop_in_place<yew::virtual_dom::listeners::ListenerKind>::h1b3ad149cbd3ec7b
core::ptr::drop_in_place<yew::virtual_dom::listeners::Listeners>::hb6493bb3af7b9f36
core::ptr::drop_in_place<yew::virtual_dom::vnode::VNode>::h10e095ab69703364
core::ptr::drop_in_place<yew::virtual_dom::vnode::VNode>::h3084f25acccad987
core::ptr::drop_in_place<yew::virtual_dom::vtag::VTagInner>::hddd42f13d6b54b60
core::ptr::swap_nonoverlapping_bytes::swap_nonoverlapping_chunks::hdfb30e0233182049
core::ptr::swap_nonoverlapping_bytes::swap_nonoverlapping_chunks::hffe7e48bc594479e
core::result::Result<T,E>::expect::h767dd19276a3bedf
core::result::Result<T,E>::expect::h980c742e17e61f88
core::result::Result<T,E>::expect::he1023e4dd7c02992
core::result::Result<T,E>::ok::h8271ff524c3feda6
core::result::Result<T,E>::ok::hc75698460c8ab388
core::result::Result<T,E>::ok::hec084d961ceab932
core::result::Result<T,E>::unwrap_or::h564c5dd1cd5afe95
core::slice::index::range::hd9794a2e71f7c232
core::str::<impl str>::split::hba68bdb963c8e21c
core::str::<impl str>::split_once::h3ab80573beda812e
core::str::<impl str>::strip_prefix::h1adeb6eba26faf7b
core::str::<impl str>::trim_matches::h3dacf9b71662df4d
core::str::<impl str>::trim_matches::hf82a4e0e6e302c0b
core::str::<impl str>::trim_start_matches::h32d92a5ef7ad3e85
core::str::iter::SplitInternal<P>::get_end::he9861c015f7fc29a
core::str::iter::SplitInternal<P>::next::hffc14568ac5ac4cd
core::str::iter::SplitInternal<P>::next_back::h489b0ec12ff3dc64
core::str::pattern::TwoWaySearcher::next::h1857cb3d75398f57
core::str::traits::<impl core::ops::index::Index<I> for str>::index::hfcb306ce4a56c1de
core::str::validations::next_code_point::h0e837860319daa18
core::str::validations::next_code_point::hacd25b4d0d523702
core[c5930c85a12de822]::char::methods::encode_utf8_raw
core[c5930c85a12de822]::char::methods::encode_utf8_raw[1]
core[c5930c85a12de822]::char::methods::encode_utf8_raw_unchecked
core[c5930c85a12de822]::char::methods::encode_utf8_raw_unchecked[1]
core[c5930c85a12de822]::char::methods::encode_utf8_raw_unchecked[3]
core[c5930c85a12de822]::fmt::write
core[c5930c85a12de822]::hash::sip::u8to64_le[1]
core[c5930c85a12de822]::hash::sip::u8to64_le[2]
core[c5930c85a12de822]::slice::memchr::memchr
core[c5930c85a12de822]::slice::memchr::memchr_aligned
core[c5930c85a12de822]::slice::memchr::memrchr
core[c5930c85a12de822]::str::converts::from_utf8
core[c5930c85a12de822]::str::count::char_count_general_case
core[c5930c85a12de822]::str::count::do_count_chars
fmax
fminf
gloo_events::EventListener::raw_new::h9a1c7409a8dfc4a5
gloo_events::EventListenerOptions::as_js::hd516ceca63f294e9
gloo_timers::callback::Timeout::new::h6c20b638ff6563f1
gloo_timers::callback::set_timeout::h2e4bf884715ea426
gloo_utils::document::h444bc868da3993ab
gloo_utils::window::h91383d7a6e3cbe7c
hashbrown::alloc::inner::do_alloc::h248c7a60f313d96a
hashbrown::map::HashMap<K,V,S,A>::get_mut::hdf37891b043f2328
hashbrown::map::HashMap<K,V,S,A>::insert::h15394c8adaca2a55
hashbrown::map::HashMap<K,V,S,A>::insert::h7485c41a3ee83d4d
hashbrown::map::HashMap<K,V,S,A>::insert::ha9739482328f8760
hashbrown::map::HashMap<K,V,S,A>::insert::hbb3fccb7973affd5
hashbrown::map::HashMap<K,V,S,A>::insert::hedfa050bcc3ddf5b
hashbrown::map::HashMap<K,V,S,A>::retain::hb7ed05808e13eeae
hashbrown::map::equivalent_key::{{closure}}::h0cb698a14620c354
hashbrown::raw::RawIterRange<T>::next_impl::h07a1025cc642db2c
hashbrown::raw::RawIterRange<T>::next_impl::h38a83a3ae34806bd
hashbrown::raw::RawTable<T,A>::find::h52fd1890c6b2aa68
hashbrown::raw::RawTable<T,A>::find::{{closure}}::h03b14f5979525883
hashbrown::raw::RawTable<T,A>::find::{{closure}}::h90f89476604a67fa
hashbrown::raw::RawTable<T,A>::find::{{closure}}::h935e536bffab4792
hashbrown::raw::RawTable<T,A>::find::{{closure}}::hd5795fea5ab7ab5e
hashbrown::raw::RawTable<T,A>::find::{{closure}}::hd8a3a116acce44d3
hashbrown::raw::RawTable<T,A>::find_or_find_insert_index::{{closure}}::h1cb7bf5af35ae763
hashbrown::raw::RawTable<T,A>::find_or_find_insert_index::{{closure}}::h4b13263d154d55a1
hashbrown::raw::RawTable<T,A>::find_or_find_insert_index::{{closure}}::h6ff94585835fc703
hashbrown::raw::RawTable<T,A>::insert_no_grow::h775306d0c4c5b24a
hashbrown::raw::RawTable<T,A>::reserve::h07a4f3bf06d6364f
hashbrown::raw::RawTable<T,A>::reserve::h184fa0f2ae0a7ead
hashbrown::raw::RawTable<T,A>::reserve::h265b837ce5fc2874
hashbrown::raw::RawTable<T,A>::reserve::h26ac04d19bbea86f
hashbrown::raw::RawTable<T,A>::reserve::h8b168e8e61596282
hashbrown::raw::RawTable<T,A>::reserve::h99a2b885cce0dec3
hashbrown::raw::RawTable<T,A>::reserve::hac4079f47f0dedcd
hashbrown::raw::RawTable<T,A>::reserve::hc21dd2fd306f71cc
hashbrown::raw::RawTable<T,A>::reserve_rehash::h1db0531c2c1e220f
hashbrown::raw::RawTable<T,A>::reserve_rehash::h2f837377e7fc63d8
hashbrown::raw::RawTable<T,A>::reserve_rehash::h625bc99467e06b3c
hashbrown::raw::RawTable<T,A>::reserve_rehash::hada8935e5b2dd9f3
hashbrown::raw::RawTable<T,A>::reserve_rehash::he1da56ddbe61db42
hashbrown::raw::RawTable<T,A>::reserve_rehash::{{closure}}::h44a39bee3f7b7e1b
hashbrown::raw::RawTable<T,A>::reserve_rehash::{{closure}}::hdd9834258cfdd731
hashbrown::raw::RawTable<T,A>::reserve_rehash::{{closure}}::hf94ea355687cc6c4
hashbrown::raw::RawTable<T,A>::with_capacity_in::h6aecd31f958396a1
hashbrown::raw::RawTable<T>::with_capacity::h117cbe523f8613af
hashbrown::raw::RawTableInner::ctrl_slice::hb8c28031628e4c16
hashbrown::raw::RawTableInner::drop_inner_table::h0ad9346ac1eb4de7
hashbrown::raw::RawTableInner::drop_inner_table::h55ae4ce0295efd81
hashbrown::raw::RawTableInner::drop_inner_table::hb0dfb839cfdd9484
hashbrown::raw::RawTableInner::fallible_with_capacity::h7ae9c4202a0d989e
hashbrown::raw::RawTableInner::fallible_with_capacity::hb007f31dc860675b
hashbrown::raw::RawTableInner::fallible_with_capacity::he2af8196090db493
hashbrown::raw::RawTableInner::find_insert_index_in_group::h43655c54e8b216f4
hashbrown::raw::RawTableInner::find_or_find_insert_index_inner::h1b0a0ef3beddf251
hashbrown::raw::RawTableInner::fix_insert_index::hd173b6c0c1dbfacf
hashbrown::raw::RawTableInner::free_buckets::he1e9f9e56af4650c
hashbrown::raw::RawTableInner::new_uninitialized::hade69843ea4f3843
hashbrown::raw::RawTableInner::new_uninitialized::hce71810f28f8fc6f
hashbrown::raw::RawTableInner::new_uninitialized::he0ef3af7b003a3f1
hashbrown::raw::RawTableInner::prepare_resize::h9e17c3c932ed033a
hashbrown::raw::RawTableInner::with_capacity::h5aa4c7118fc49b22
hashbrown::raw::TableLayout::calculate_layout_for::ha55e3443698e2a9f
hashbrown::rustc_entry::<impl hashbrown::map::HashMap<K,V,S,A>>::rustc_entry::h8b51531f929989e0
hashbrown::set::HashSet<T,S,A>::retain::h79a753bb0f2abe5f
hashbrown::table::HashTable<T,A>::entry::h0ecf76f575a456b4
hashbrown::table::HashTable<T,A>::len::hfc3c8c5b80d27d97
hashbrown::table::VacantEntry<T,A>::insert::hd705a52d93f87634
implicit_clone::sync::string::IString::as_str::h1cb2ed0bb74f228c
indexmap::inner::Core<K,V>::insert_full::hd283a94a08a37c40
indexmap::inner::Core<K,V>::push_entry::h190b066c11e4fdd5
indexmap::inner::Core<K,V>::reserve::h8318c8ca6f59cd8f
indexmap::inner::Core<K,V>::reserve_entries::h6888d4e04efc23ee
indexmap::map::IndexMap<K,V,S>::insert::h8d94751449f81b30
indexmap::map::IndexMap<K,V,S>::insert_full::h954d2895a3d78151
indexmap::map::IndexMap<K,V,S>::is_empty::hf39b45b8e8022d4d
indexmap::map::IndexMap<K,V,S>::reserve::had9d640e73217bbb
indexmap::map::IndexMap<K,V,S>::with_capacity_and_hasher::h29a419d42dd97936
indexmap::map::IndexMap<K,V,S>::with_capacity_and_hasher::h90a758e81ea9239a
indexmap::map::IndexMap<K,V,S>::with_hasher::h1af56c741c9a7843
indexmap::set::IndexSet<T,S>::insert::ha2b67803b9c47299
indexmap::set::IndexSet<T,S>::iter::hb33d766ddbb5f765
indexmap::set::IndexSet<T>::with_capacity::h743eba97119c2949
js_sys::Array<T>::get::h707acd53092d0520
js_sys::Array<T>::length::hcd4982894137bd51
js_sys::Date::now::h103658bb498f61b8
js_sys::Error::message::h003ad0e674cff8e7
js_sys::Object::is::haad350bb703e35e0
js_sys::Object::new::h1f21a39325326cc4
js_sys::Promise::resolve::h76b399f7719bec6b
js_sys::Promise::then2::he4b6c5b5686c6f49
js_sys::futures::jspi::in_context::hc3ed2eb7b3138704
js_sys::futures::queue::Queue::new::heb565cc602d70e7d
js_sys::futures::queue::Queue::new::{{closure}}::h135fb30baa92d61c
js_sys::futures::queue::Queue::schedule_task::hd1bbf4ccf62b07b2
js_sys::futures::queue::Queue::with::h0ee2fe275afaf1cc
js_sys::futures::queue::Queue::with::h513f5fcfa87cbb06
js_sys::futures::queue::Queue::with::hf342f1d67760f9e3
js_sys::futures::task::singlethread::Task::into_raw_waker::h9933c7410687cf82
js_sys::futures::task::singlethread::Task::into_raw_waker::raw_clone::ha69955dcfc9fb030
js_sys::futures::task::singlethread::Task::into_raw_waker::raw_drop::he41c71fdb91c2286
js_sys::futures::task::singlethread::Task::into_raw_waker::raw_wake::h25a8a67835768d43
js_sys::futures::task::singlethread::Task::into_raw_waker::raw_wake_by_ref::h29aafa29476c5de0
js_sys::futures::task::singlethread::Task::spawn::h1335038c746fa1f7
js_sys::futures::task::singlethread::Task::spawn::h28566ed1d8dc1859
js_sys::futures::task::singlethread::Task::spawn::h5ae25d7999a6b0ab
js_sys::futures::task::singlethread::Task::spawn::h8d02d6028c34d402
js_sys::futures::task::singlethread::Task::spawn::had50943f81b5ed9e
js_sys::futures::task::singlethread::Task::spawn::hc48151727c665716
js_sys::futures::task::singlethread::Task::spawn::he5bbe984362f823e
js_sys::futures::task::singlethread::Task::spawn::hef13e9ff919ea83e
js_sys::global::get_global_object::SELF::init::hba8bc7572d454a39
js_sys::global::get_global_object::h009ff4e0737320a0
js_sys::global::h35cb2853320bc92b
libm::math::fabs::fabsf::hbeba7057c4850895
memcmp
pinned::oneshot::Inner<T>::close_impl::hddb279c5fe04e40c
pinned::oneshot::Sender<T>::send::h79c2d1c2eb6b1654
pinned::oneshot::channel::hece1daf7e53cb873
round
spindle_core::constraint::apps::AppInfo::new::hef391b076e83bb2a
spindle_core::constraint::apps::AppInfo::with_app_tags::ha9bde6c021d0c398
spindle_core::constraint::apps::AppRegistry::insert::hb49630c0a3b0b65e
spindle_core::constraint::apps::AppRegistry::with_capacity::h447825f0ddf6a6cb
spindle_core::constraint::ast::PlacementConstraint::canonicalized::h7904d3a0fcbd9091
spindle_core::constraint::ast::PlacementConstraint::named_tags::{{closure}}::h4eee59a626c84139
spindle_core::constraint::ast::PlacementConstraint::walk::h3a72afe52e6d2336
spindle_core::constraint::levels::ConstraintLevels::applicable::hf6103b13c9a06842
spindle_core::constraint::levels::ConstraintLevels::effective::hf57699524f1128aa
spindle_core::decimal::parse::h93166095427aed9f
spindle_core::decimal::print::small_digits::he16e215794dc0687
spindle_core::decimal::print::write::h3f2892577cd58e8a
spindle_core::gallery::Entry::dressed::he703471762ee6ff6
spindle_core::gallery::entry::h6acde4ec68df4894
spindle_core::gallery::markup::parse::hf7d6b801c2ac5eb9
spindle_core::gallery::served::Content::compiled::h4c57bca84a90ce22
spindle_core::handler::Handler::name::h420d90c07085cab9
spindle_core::handler::check::Constraints::new::h2d28981e5abcc73a
spindle_core::link::fragment_of::h3873687764abf405
spindle_core::link::is_embedded::hec1fe39983de15b9
spindle_core::link::is_link::h57d4d1575e8acba5
spindle_core::name::NameTable::find::h160f7f9d1285d746
spindle_core::name::NameTable::find::h1b54ae509ec5b79a
spindle_core::name::NameTable::find::hb16671af5ee1829e
spindle_core::name::NameTable::find::hf2ebe792380695c5
spindle_core::name::NameTable::insert::h0b52fce6d9157577
spindle_core::name::NameTable::insert::h20b052773d690325
spindle_core::name::NameTable::insert::h832a03bb37be92bb
spindle_core::name::NameTable::intern::hbd46e52b8b4e0823
spindle_core::name::NameTable::regrow::h3f7beaf705f05da1
spindle_core::name::NameTable::regrow::he145c35e52ce8be8
spindle_core::name::NameTable::set::h83fd9ef47ebdc669
spindle_core::preemption::from_scheduler::config_from_properties::h9b4889d5d87f59f7
spindle_core::resource::ResourceCalculator::round_down::h78b8d4fd3be97538
spindle_core::scenario::build::parse::hb4c13f394fd4a079
spindle_core::scenario::build::scheduler_config::h776a2f55a508bfbd
spindle_core::scenario::build::target_partition::h67195af45db45aba
spindle_core::scenario::build::validate::hb58ffa264f15bd05
spindle_core::scenario::build::yarn_warnings::{{closure}}::hbababfe225ec7ffc
spindle_core::scenario::format::ApplicationSpec::new::h6459cf2b1038f4d7
spindle_core::scenario::format::RequestSpec::new::ha7ba52db5d876389
spindle_core::scenario::path::FieldPath::field::h229682cffe1d96bc
spindle_core::scenario::path::FieldPath::index::he81b7bd94caa41b6
spindle_core::scenario::path::FieldPath::top::h9be4ab2accbe1e12
spindle_core::scenario::site::scheduler_properties::h0e5055ee10f6eb9d
spindle_core::scenario::site::site_config::hdd4304872894f8d1
spindle_core::scheduler::CapacityScheduler::derive::h753c86292d885cae
spindle_core::scheduler::CapacityScheduler::set_queue_capacities::h7ceb7b9b43beb543
spindle_core::scheduler::CapacityScheduler::sync_resources::h8a501f7766adbdcb
spindle_core::scheduler::allocate::<impl spindle_core::scheduler::CapacityScheduler>::children_order_totally::he2b11b888a144aed
spindle_core::scheduler::config::AccessibleLabels::can_access::h8a9ae4f2f012c847
spindle_core::scheduler::config::CapacitySchedulerConfig::find_queue::h1769c6d86d9e3056
spindle_core::scheduler::config::CapacitySchedulerConfig::from_properties::h6bdb7e46121d0bbe
spindle_core::scheduler::config::Props::bool::hcebee5fe3096706d
spindle_core::scheduler::config::Props::f32::h29634f8113739224
spindle_core::scheduler::config::Props::get::h03bf9fc050993ee6
spindle_core::scheduler::config::Props::i32::heb59a795af57014a
spindle_core::scheduler::config::Props::i64::hb854b523029014f9
spindle_core::scheduler::config::Props::with_prefix::h874c149249bb0bfd
spindle_core::scheduler::config::check_fraction::h46defeff17efe094
spindle_core::scheduler::config::covers::h9a2997e943f06e0f
spindle_core::scheduler::config::is_valid_queue_name::h1a5f8ca4ec78adc2
spindle_core::scheduler::config::parse_capacity::h04d7300002bfe66d
spindle_core::scheduler::config::parse_f32::hb8543aef09bbba58
spindle_core::scheduler::config::parse_group_overrides::hf25c0c592e2aaafa
spindle_core::scheduler::config::qkey::h891152c323228ea7
spindle_core::scheduler::config::read_queue::h5a728fabf123a600
spindle_core::scheduler::config::read_queue::{{closure}}::hfa618e6a8ae88363
spindle_core::scheduler::config::validate_tree::ha5ce0937b30ac877
spindle_core::scheduler::limits::<impl spindle_core::scheduler::CapacityScheduler>::activate_applications::h70083fe18c9de3bf
spindle_core::scheduler::queue::Queue::derive_maximum_down::hb7b8417af0dc605d
spindle_core::sim::Simulator::from_world_with::hd9858b64af4e4380
spindle_core::sim::Simulator::start::h54626d46aa8ea372
spindle_core::sim::Simulator::steps::h4a3a247aa835f466
spindle_core::sim::agenda::Agenda::insert::hda2e6adef830f24a
spindle_core::sim::names::Names::nodes_changed::h32ec00c99d564307
spindle_core::sim::names::Names::queues_changed::h91ccd9430eb5a2f4
spindle_core::sim::state::SimState::new::he7ecc8fa4a1bccc1
spindle_core::sim::state::SimState::node_used::h93b8a58b1af914da
spindle_core::sim::state::SimState::topology_changed::h8969905a614119a4
spindle_core::sim::state::SimState::wake::ha7dcf272e4982b2d
spindle_core::sim::why::<impl spindle_core::sim::state::SimState>::pending_requests_first::h530883f98a1f83d9
spindle_core::sim::why::<impl spindle_core::sim::state::SimState>::push_pending::h9a914abe47716e9c
spindle_core::sim::why::<impl spindle_core::sim::state::SimState>::stage::he77a9deeca06dced
spindle_core::sort::sort_by::h317d0309759e1af2
spindle_core::sort::sort_by::h6bec9044fa262ff2
spindle_core::sort::sort_by::hb5bc7af0bce823f8
spindle_core::sort::sort_by::hbe0893aa306126f7
spindle_core::sort::sort_by::hc71d2e8cbb11cafb
spindle_core::sort::sort_by::hf28f76c7d631c899
spindle_core::sort::sort_by::{{closure}}::h2517b80bd76c2ecb
spindle_core::sort::stable_order::hd64cf917ddcbf29a
spindle_core::sorted_map::SortedMap<K,V>::get::h0e36d378375af98e
spindle_core::sorted_map::SortedMap<K,V>::get::h8160563842cd0fa2
spindle_core::sorted_map::SortedMap<K,V>::get::h95c528458c067bdd
spindle_core::sorted_map::SortedMap<K,V>::get::ha5379132b40d031c
spindle_core::sorted_map::SortedMap<K,V>::get::hab4e7e7b676a2d94
spindle_core::sorted_map::SortedMap<K,V>::insert::h0df0c92980a706b8
spindle_core::sorted_map::SortedMap<K,V>::insert::h25d05b4b9bae0ae4
spindle_core::sorted_map::SortedMap<K,V>::range_from::hf043bf968de6ee08
spindle_core::spec::java::Piece::trim::h24770fd72ee892ce
spindle_core::spec::java::eq_ignore_case::h4b3c3420451c19ef
spindle_core::spec::java::first_token_is::ha7350a762ba068f9
spindle_core::spec::java::parse_int::h06200fda068af1a2
spindle_core::spec::java::split_constraints::h2b703f229f136ebc
spindle_core::spec::java::split_once::ha215bb2b85c198cb
spindle_core::spec::java::tokenize::h17444b43ff8cbbe3
spindle_core::spec::lint::canonical::h8e29002aef52ecab
spindle_core::spec::lint::cross_dialect::h48bee61649c6fb8b
spindle_core::spec::lint::entry_lints::{{closure}}::h86648e453556f3ed
spindle_core::spec::lint::lint_parsed_against::hd2b3234c57bccd13
spindle_core::spec::parse_constraint::h7951a0ced121fa26
spindle_core::spec::parse_spec::h96384eaa052648d9
spindle_core::spec::parser::Parser::expression::h5fc0a53defc7d161
spindle_core::spec::parser::Parser::new::he05220887f04b7c8
spindle_core::spec::parser::Parser::scope::h8feb35fec6fa6814
spindle_core::spec::parser::Parser::source_32::h22bc86a297d33953
spindle_core::spec::parser::Parser::targets::h8f1bad93c5aa5347
spindle_core::spec::printer::percent_decode::hf427da0183e2f0fd
spindle_core::tags::index::AllocationTagIndex::intern_all::hbef5bfa6c95c634c
spindle_core::tags::index::AllocationTagIndex::refresh_topology::h15a9927ddc84644c
spindle_core::topology::Topology::add_node::hd926f2515b4ff8b5
spindle_core::topology::Topology::new::h15ab00852657d07e
spindle_core::topology::Topology::node::h2c5bc8531c2640a5
spindle_core::topology::Topology::node_id::hd5535a6c5197b68e
spindle_core::topology::Topology::rack::h167988b5c270ecbe
spindle_core::topology::Topology::reindex::hd31bfad97a718950
spindle_core::topology::Topology::reserve_nodes::h1d0b3ae76f25ba1a
spindle_web::app::hooks::FocusMemo::activated::hc9576de35b4ef011
spindle_web::app::hooks::fallbacks::h880266200d8e95e0
spindle_web::app::hooks::use_focus_keeper::inner_fn::{{closure}}::{{closure}}::{{closure}}::h6596828624d9b2b9
spindle_web::app::hooks::use_focus_keeper::inner_fn::{{closure}}::{{closure}}::{{closure}}::hfbdf48d656d40d52
spindle_web::app::hooks::use_sender::inner_fn::h29697ae3c1921999
spindle_web::app::hooks::use_sender::inner_fn::h2fa17719db758693
spindle_web::app::hooks::use_sender::inner_fn::h6eaa71235d8b0f8a
spindle_web::app::hooks::use_sender::inner_fn::h7ba6ca5d47d1d625
spindle_web::app::hooks::use_sender::inner_fn::hba9578b6c4fca57e
spindle_web::app::hooks::use_sender::inner_fn::he82c5cb3f9f9deb6
spindle_web::app::lesson_link::hf97e01cb729d400e
spindle_web::app::prefetch_entry::h8e87328ea8bc8ba5
spindle_web::app::skip_to::h302d51ef2149bc1f
spindle_web::app::tab_chunk::he1e0984bf66a8613
spindle_web::components::cluster::ClusterPropsBuilder::view::hb575955144dbf3e7
spindle_web::components::cluster::activate::he13054b2381cc8da
spindle_web::components::cluster::fmt::h220552826704add6
spindle_web::components::cluster::truncate::ha855c974a6fdc6d0
spindle_web::components::cluster_layout::Geometry::extent::h2fd6b9ec88b8901e
spindle_web::components::cluster_layout::Geometry::place::h4a0f5db537d04c7e
spindle_web::components::cluster_layout::node_height::h47b002f8334e504c
spindle_web::components::explain::ExplainPropsBuilder::content::h8ff37ea7a7855457
spindle_web::components::fields::FieldPropsBuilder::hint::hb263abe472d6dc49
spindle_web::components::gallery::GALLERY::{{closure}}::GALLERY::{{closure}}::h14d1c6f80e22e155
spindle_web::components::glossary::approach::h0ed5cc8a35c8d1b3
spindle_web::components::glossary::term_link::hd0640d34e1ebe78a
spindle_web::components::lazy::Approach::new::heb5597fe18b5cef8
spindle_web::components::lazy::Chunk::fetch::{{closure}}::he2c31550bff218c6
spindle_web::components::lazy::Chunk::prefetch::h39f7d62829c67d5d
spindle_web::components::lesson::LESSON::{{closure}}::LESSON::{{closure}}::h037fc908080b0ee9
spindle_web::components::notice::NoticePropsBuilder::on_retry::he9566ea784193946
spindle_web::components::panel_toggle::PanelTogglePropsBuilder::on_toggle::h5ebfd52409d712f1
spindle_web::components::pending::PendingPropsBuilder::rejected::h2d71191386935600
spindle_web::components::pending::PendingPropsBuilder::requests::h4473b5c9eb799428
spindle_web::components::timeline::group::hb51dcd52f04af03f
spindle_web::components::timeline::step_label::hf3ac7d0129fab7d8
spindle_web::components::top_bar::TopBarPropsBuilder::children::hafb31ab84551a916
spindle_web::components::top_bar::TopBarPropsBuilder::on_history::h27a5e85fca3fd566
spindle_web::components::top_bar::TopBarPropsBuilder::on_theme::h1c7f26aa604a99a5
spindle_web::components::view_bar::ViewBarPropsBuilder::legend::h94589ef92bb888e9
spindle_web::components::view_bar::ViewBarPropsBuilder::scopes::h7952ce1a963d78b5
spindle_web::scenarios::default_scenario::hc9786d47691cbbec
spindle_web::scenarios::default_scenario::{{closure}}::h63470e558fa2cfbf
spindle_web::services::cold::arrived::{{closure}}::h2d17eda549fac9ca
spindle_web::services::cold::cold_fetch::hf055b44ac5f895f0
spindle_web::services::cold::cold_here::h4f7dd9fdd6844a7c
spindle_web::services::cold::start::hcf31dd4891511bfe
spindle_web::services::content::Served<T,C>::fetch::h5aa334b00a3d203a
spindle_web::services::content::Served<T,C>::fetch::{{closure}}::h557448cbd0816c7f
spindle_web::services::content::Served<T,C>::fetch::{{closure}}::hcf465f6f1617bf99
spindle_web::services::content::Served<T,C>::fetch::{{closure}}::{{closure}}::h5e272a438815be4e
spindle_web::services::content::Served<T,C>::get::h44f916ae41bf4398
spindle_web::services::content::Served<T,C>::load::h02bf7881c38eda91
spindle_web::services::content::Served<T,C>::load::h9ad4225c8e794adc
spindle_web::services::content::content_reader::{{closure}}::ha28bcf29715210cb
spindle_web::services::content::fetch_text::h7aea0209332c5005
spindle_web::services::content::served_assets::h8b7fb2a6fa099651
spindle_web::services::content::served_fetch::h66aeddb6e092ff63
spindle_web::services::deploy::cause::{{closure}}::h67183cc09d5abded
spindle_web::services::dom::location_hash::hf4304bc65f831ba5
spindle_web::services::dom::location_search::h59cab8c8019eb022
spindle_web::services::dom::set_dark_palette_media::hd7b2f58a075fe1ea
spindle_web::services::dom::storage_get::ha4ccc95d841fca40
spindle_web::services::dom::storage_set::h4cb755841faa07c6
spindle_web::services::engine::fetch::{{closure}}::had7b7fd2299bc29f
spindle_web::services::engine::load::hb3644ddb66fe0322
spindle_web::services::engine::load::hdd6681dbd593e06c
spindle_web::services::explain::fetch::{{closure}}::h5f302d3f912d92ae
spindle_web::services::load_then::h6167314a0151b452
spindle_web::services::load_then::hb460208db3235b90
spindle_web::services::load_then::{{closure}}::h4a79c2809eb093b0
spindle_web::services::load_then::{{closure}}::h9d27f85d0cd670f5
spindle_web::services::preemption::simulator::hc77f838da0ba2c97
spindle_web::services::preemption::start::hd70232eb8edbd404
spindle_web::services::settled::h3a75e8ca8357cb86
spindle_web::services::settled::hcc94c47dcbe404b3
spindle_web::services::settled::he63ae06363d13b3a
spindle_web::services::share::load::h3c96810bee753f1d
spindle_web::services::share::load::{{closure}}::hbd06592bc119aae1
spindle_web::start::h8c50787bc9d26d29
spindle_web::state::Playground::apply::h11e351897d9376f8
spindle_web::state::Playground::await_engine::hcd2e009b4907c7a3
spindle_web::state::Playground::dense::h588e3e4c606db5f2
spindle_web::state::Playground::from_scenario::hccedbcf4bb4f9632
spindle_web::state::Playground::open_link::hda74f5ec2ad881ea
spindle_web::state::Playground::saved_to_read::h0fcb1be3ecac8ec4
spindle_web::state::Playground::start::h21cb85f6d2f2f51c
spindle_web::state::Playground::then_link::h95f7a4240f4e0f79
spindle_web::state::presentation::Panel::key::h2a68a713f98440f7
spindle_web::state::presentation::Presentation::asked_by_query::h949dbadd14a5373e
spindle_web::state::presentation::Presentation::from_key::h327579e49cb743c0
spindle_web::state::presentation::Presentation::key::h235e659cefc404bd
spindle_web::state::run::Run::new::h4ca9a85360a4692d
spindle_web::state::run::Run::sim::h04aa28510b26ef6d
spindle_web::state::run::Run::sim_mut::h6f7a907645c082f0
spindle_web::state::ui::Notice::details::he717c95e79c0b043
spindle_web::state::ui::Notice::retry_link::ha69ebb03297a041a
spindle_web::state::ui::Notice::text::h344789a7b911ef5a
spindle_web::state::ui::Tab::label::h996a7bad896e3fb6
spindle_web::state::ui::Theme::from_key::hbffbb0464f4ae66a
spindle_web::state::ui::Theme::key::heeab9e8d14b91dfe
spindle_web::state::ui::Ui::dense::hcea38457d84f0f81
spindle_web::state::ui::Ui::update::h0f426b2a23057427
spindle_web::view_model::ColourBy::name::h69cb41b6f47da145
spindle_web::view_model::ColourKeys::of::hb4c52bbd92093c2f
spindle_web::view_model::announce::step_announcement::he31e969b5176572c
spindle_web::view_model::attribute_keys::h4ff4db200efd591c
spindle_web::view_model::cluster::ChipCache::cluster_view::h972168d279993683
spindle_web::view_model::cluster::ChipCache::words::ha13ffae7fd8f6db7
spindle_web::view_model::cluster::NodeView::memory_fraction::haa4887d293c0b124
spindle_web::view_model::cluster::NodeView::vcore_fraction::h14a2bf222f565256
spindle_web::view_model::cluster::fraction::hd10a5e2ccea49580
spindle_web::view_model::cluster::node_infos::h1cf79334a861c837
spindle_web::view_model::colour_keys::h40d3c43f19075cd4
spindle_web::view_model::colour_keys::{{closure}}::{{closure}}::h602f7fac05b7a130
spindle_web::view_model::live_node_count::h8e2874cc3c06cb6a
spindle_web::view_model::memory_label::hb235a6ca0190a354
spindle_web::view_model::pending::RejectedCache::rejected_views::h29d01f53746f6a55
spindle_web::view_model::pending::pending_views::h9a692cfb65233799
spindle_web::view_model::pending::request_key::h5f161b16b7db5dbc
spindle_web::view_model::progress::h9436235e648a5bb3
spindle_web::view_model::time_label::h0c9e7c83fd57e906
start
std::collections::hash::map::Entry<K,V>::or_default::h8d38ff86c916ee1e
std::collections::hash::map::HashMap<K,V,S,A>::entry::h93940c69a022bdfd
std::sync::poison::mutex::Mutex<T>::lock::h33905cf16b8bf599
std::sync::poison::mutex::Mutex<T>::lock::h5222ee6d93cc3732
std::sys::sync::once::no_threads::Once::call::h89baa05e384aaa6a
std::sys::thread_local::no_threads::LazyStorage<T>::initialize::h009be77ee665ce8a
std::sys::thread_local::no_threads::LazyStorage<T>::initialize::h1e854f4370cfd7fe
std::sys::thread_local::no_threads::LazyStorage<T>::initialize::hbb4d93adeb3f4054
std::sys::thread_local::no_threads::LazyStorage<T>::initialize::hd24cb71deb15b5ce
std::sys::thread_local::no_threads::LazyStorage<T>::initialize::hdc0073585dbe04eb
std::sys::thread_local::no_threads::LazyStorage<T>::initialize::hfd5f86d7a8772475
std::thread::local::LocalKey<T>::with::h043a1d72cd574396
std::thread::local::LocalKey<T>::with::h1ea118950cbd04ae
std::thread::local::LocalKey<T>::with::h256eea262a08e9ba
std::thread::local::LocalKey<T>::with::h3111e63564c9b2fe
std::thread::local::LocalKey<T>::with::h32366ec4b8406220
std::thread::local::LocalKey<T>::with::h3e3bc0e765ebd534
std::thread::local::LocalKey<T>::with::h5da054d7af5f49f6
std::thread::local::LocalKey<T>::with::h700de77e482a0c93
std::thread::local::LocalKey<T>::with::hb2eb21fd018113ac
std::thread::local::LocalKey<T>::with::hbb4b082bfaeda7f6
std::thread::local::LocalKey<T>::with::hd04e13e02d13423a
std::thread::local::LocalKey<T>::with::hd3a41e692f1d9263
std::thread::local::LocalKey<T>::with::hdb8e1d892f3ca4eb
std::thread::local::LocalKey<T>::with::hfa688d5930ad106a
std[a543996e6e7dbf1e]::panicking::set_hook
std[a543996e6e7dbf1e]::sys::random::unsupported::hashmap_random_keys
wasm_bindgen::JsThreadLocal<T>::with::h009461953506f8bd
wasm_bindgen::__rt::WasmRefCell<T>::borrow_mut::h453787bbd2cd6ae5
wasm_bindgen::__rt::take_last_exception::hc8176a3f4a7b0e54
wasm_bindgen::__rt::wbg_cast::h046b2b3abcc21ee7
wasm_bindgen::__rt::wbg_cast::h38fc88de5dd5ba12
wasm_bindgen::__rt::wbg_cast::h5675e37b6fbcb1c9
wasm_bindgen::__rt::wbg_cast::h99241590e53c033b
wasm_bindgen::__rt::wbg_cast::hdd6f3495cc5bb442
wasm_bindgen::__wbindgen_is_function::h3a178933578e723c
wasm_bindgen::__wbindgen_is_undefined::ha7f6be60760b5423
wasm_bindgen::__wbindgen_string_get::h57c354dbe0ea4428
wasm_bindgen::cast::JsCast::dyn_into::h05d26b482124d8c2
wasm_bindgen::cast::JsCast::dyn_into::h6a399a0b09a3af9d
wasm_bindgen::cast::JsCast::dyn_into::hc9a49d1557cd01a2
wasm_bindgen::cast::JsCast::is_type_of::h994f37cb3ff6d035
wasm_bindgen::cast::JsCast::unchecked_ref::h554b72d8d983e65f
wasm_bindgen::closure::JsClosure::_wbg_cb_unref::haab963fb77a89ee5
wasm_bindgen::closure::ScopedClosure<T>::once::h060b891acfb2b878
wasm_bindgen::closure::ScopedClosure<T>::once::h0cbfb395e9225e1c
wasm_bindgen::closure::ScopedClosure<T>::once::h5859d8c3d2ae1281
wasm_bindgen::closure::ScopedClosure<T>::once::h77f4b49553937c5f
wasm_bindgen::closure::ScopedClosure<T>::once::ha7042f47774be13e
wasm_bindgen::closure::ScopedClosure<T>::once::hc5dbffcfeb931d96
wasm_bindgen::closure::ScopedClosure<T>::once::hea133e5b9a4fc110
wasm_bindgen::closure::ScopedClosure<T>::once::hea210fde38bc9a23
wasm_bindgen::closure::ScopedClosure<T>::own::hf53e39b3caa2b2ab
wasm_bindgen::closure::ScopedClosure<T>::wrap_maybe_aborting::h633661d470c95788
wasm_bindgen::closure::ScopedClosure<T>::wrap_maybe_aborting::hcdfcf986aa55034e
wasm_bindgen::closure::ScopedClosure<T>::wrap_maybe_aborting::hdcbdf5c4c78b4b69
wasm_bindgen::convert::closures::<impl wasm_bindgen::closure::WasmClosureFnOnce<dyn core::ops::function::FnMut<()>+Output = R,(),R> for T>::into_fn_mut::h7847305f087e5a12
wasm_bindgen::convert::closures::<impl wasm_bindgen::closure::WasmClosureFnOnce<dyn core::ops::function::FnMut<()>+Output = R,(),R> for T>::into_fn_mut::ha7170b3280120e80
wasm_bindgen::convert::closures::<impl wasm_bindgen::closure::WasmClosureFnOnce<dyn core::ops::function::FnMut<()>+Output = R,(),R> for T>::into_fn_mut::{{closure}}::h193137f6d5315b05
wasm_bindgen::convert::closures::<impl wasm_bindgen::closure::WasmClosureFnOnce<dyn core::ops::function::FnMut<()>+Output = R,(),R> for T>::into_fn_mut::{{closure}}::h853dbe137db12c61
wasm_bindgen::convert::closures::<impl wasm_bindgen::closure::WasmClosureFnOnce<dyn core::ops::function::FnMut<()>+Output = R,(),R> for T>::into_js_function::h77a73d34e07efbef
wasm_bindgen::convert::closures::<impl wasm_bindgen::closure::WasmClosureFnOnce<dyn core::ops::function::FnMut<(A,)>+Output = R,A,R> for T>::into_fn_mut::h2dac892e06e6dc6c
wasm_bindgen::convert::closures::<impl wasm_bindgen::closure::WasmClosureFnOnce<dyn core::ops::function::FnMut<(A,)>+Output = R,A,R> for T>::into_fn_mut::hb4706152a2a0b362
wasm_bindgen::convert::closures::<impl wasm_bindgen::closure::WasmClosureFnOnce<dyn core::ops::function::FnMut<(A,)>+Output = R,A,R> for T>::into_fn_mut::hba9c2741a331127c
wasm_bindgen::convert::closures::<impl wasm_bindgen::closure::WasmClosureFnOnce<dyn core::ops::function::FnMut<(A,)>+Output = R,A,R> for T>::into_fn_mut::hbdd43ac6a6821d44
wasm_bindgen::convert::closures::<impl wasm_bindgen::closure::WasmClosureFnOnce<dyn core::ops::function::FnMut<(A,)>+Output = R,A,R> for T>::into_fn_mut::hc52f41eec6aa012e
wasm_bindgen::convert::closures::<impl wasm_bindgen::closure::WasmClosureFnOnce<dyn core::ops::function::FnMut<(A,)>+Output = R,A,R> for T>::into_fn_mut::hdd9ae226424a32ee
wasm_bindgen::convert::closures::<impl wasm_bindgen::closure::WasmClosureFnOnce<dyn core::ops::function::FnMut<(A,)>+Output = R,A,R> for T>::into_fn_mut::{{closure}}::h02ed8eb386ed5649
wasm_bindgen::convert::closures::<impl wasm_bindgen::closure::WasmClosureFnOnce<dyn core::ops::function::FnMut<(A,)>+Output = R,A,R> for T>::into_fn_mut::{{closure}}::h06d8d5142876c0c3
wasm_bindgen::convert::closures::_::_::invoke::h849675dc4b1c46c6
wasm_bindgen::convert::closures::_::_::invoke::h849675dc4b1c46c6 externref shim
wasm_bindgen::convert::closures::_::_::invoke::ha6af9aa26ff23d24
wasm_bindgen::convert::closures::_::_::invoke::ha6af9aa26ff23d24 externref shim
wasm_bindgen::convert::closures::_::invoke::h7f5aac6f67849e64
wasm_bindgen::convert::closures::_::invoke::h7f5aac6f67849e64 externref shim
wasm_bindgen::convert::closures::_::invoke::hccb62db008876764
wasm_bindgen::convert::closures::_::invoke::hec87ae7d0126ed6f
wasm_bindgen::convert::closures::_::invoke::hec87ae7d0126ed6f externref shim
wasm_bindgen::convert::closures::_::invoke::hec87ae7d0126ed6f externref shim multivalue shim
wasm_bindgen::convert::impls::<impl wasm_bindgen::convert::traits::FromWasmAbi for core::option::Option<T>>::from_abi::h06b170e58d63772c
wasm_bindgen::convert::slices::<impl wasm_bindgen::convert::traits::FromWasmAbi for alloc::boxed::Box<[T]>>::from_abi::h6efe108f808e8462
wasm_bindgen::convert::slices::<impl wasm_bindgen::convert::traits::FromWasmAbi for alloc::string::String>::from_abi::hd0921b5fb7e37de1
wasm_bindgen::convert::traits::WasmRet<T>::join::h26d1886b758d7c13
wasm_bindgen::convert::traits::WasmRet<T>::join::h5754c9b8895f1727
wasm_bindgen::convert::traits::WasmRet<T>::join::h687e15331c448481
wasm_bindgen::convert::traits::WasmRet<T>::join::hfe3173265aee2b0d
wasm_bindgen::exports::hb417c44cf0008286
wasm_split_helpers::rt::ensure_loaded::{{closure}}::hf4c19363e05ce771
wasm_split_helpers::rt::load_callback::he3831edd681bf605
web_sys::features::gen_AddEventListenerOptions::AddEventListenerOptions::capture::h844571e3cbb45324
web_sys::features::gen_AddEventListenerOptions::AddEventListenerOptions::once::he97b43594b56f5a0
web_sys::features::gen_AddEventListenerOptions::AddEventListenerOptions::passive::h5e4d169cf98e0386
web_sys::features::gen_AddEventListenerOptions::AddEventListenerOptions::set_capture::hf740cf6fd28b9dc7
web_sys::features::gen_AddEventListenerOptions::AddEventListenerOptions::set_once::ha0d581c582a53e6f
web_sys::features::gen_AddEventListenerOptions::AddEventListenerOptions::set_passive::h622473a459d32543
web_sys::features::gen_Document::Document::active_element::h80aad2f10b60fbf6
web_sys::features::gen_Document::Document::body::h004528a1445642b5
web_sys::features::gen_Document::Document::create_element::hbea48dc2c4b67cfe
web_sys::features::gen_Document::Document::create_element_ns::h7e97fed0d8826c40
web_sys::features::gen_Document::Document::create_text_node::h42b6024e9b314baf
web_sys::features::gen_Document::Document::document_element::h7098d3f647e475ef
web_sys::features::gen_Document::Document::get_element_by_id::h95defd6cda1646de
web_sys::features::gen_Element::Element::closest::h89e9314b57c76e16
web_sys::features::gen_Element::Element::get_attribute::h7e9ecdcf4b3bd14e
web_sys::features::gen_Element::Element::matches::h2a7b42527bccd2f7
web_sys::features::gen_Element::Element::namespace_uri::h66e51662d4987a3d
web_sys::features::gen_Element::Element::remove_attribute::hce69fc72225c3422
web_sys::features::gen_Element::Element::set_attribute::hc345e6dcd21ecdd2
web_sys::features::gen_Element::_::<impl wasm_bindgen::cast::JsCast for web_sys::features::gen_Element::Element>::instanceof::hcaa02f77e4ec72be
web_sys::features::gen_Event::Event::bubbles::h41e6742f8e7122c5
web_sys::features::gen_Event::Event::cancel_bubble::h9a64ed535356813f
web_sys::features::gen_Event::Event::composed_path::h8fe424fcf88b4a79
web_sys::features::gen_Event::Event::target::hd03c542d60d75e43
web_sys::features::gen_EventTarget::EventTarget::add_event_listener_with_callback_and_add_event_listener_options::h7238c2da89fa7da7
web_sys::features::gen_HtmlInputElement::HtmlInputElement::set_value::h3974d4f05fce3be4
web_sys::features::gen_Location::Location::hash::h529be03bc88fe1b1
web_sys::features::gen_Location::Location::search::h7ad57b1974bda05d
web_sys::features::gen_Node::Node::clone_node::h1bdaa8a7376e5f7c
web_sys::features::gen_Node::Node::insert_before::hf995a15918238992
web_sys::features::gen_Node::Node::is_connected::hbe9f7d5b091e1698
web_sys::features::gen_Node::Node::last_child::hbfb63fd7ed2ae1b2
web_sys::features::gen_Node::Node::parent_element::hbd483dc655e80f9e
web_sys::features::gen_Node::Node::remove_child::h90dd9df063c83e3a
web_sys::features::gen_Node::Node::set_node_value::h2c1c7e5252b6afb7
web_sys::features::gen_Storage::Storage::get_item::hf65968f9310bc948
web_sys::features::gen_Storage::Storage::set_item::h09cb6e9cee9b0010
web_sys::features::gen_Window::Window::document::h4e5700e6cc9b50a1
web_sys::features::gen_Window::Window::local_storage::hb1cef668ecf6db54
web_sys::features::gen_Window::Window::location::hfdaf5d15cca85fca
web_sys::features::gen_Window::_::<impl wasm_bindgen::cast::JsCast for web_sys::features::gen_Window::Window>::instanceof::hfcf7770bd95aea7b
web_sys::window::h0acc5ab3308d81bb
yew::app_handle::AppHandle<COMP>::mount_with_props::ha5b5fbbcc32f8978
yew::app_handle::clear_element::h05e9bce2c1655299
yew::callback::Callback<IN,OUT>::emit::h0427499faeaa04de
yew::callback::Callback<IN,OUT>::emit::hb784000ece85d31a
yew::callback::Callback<IN,OUT>::reform::h0a1ea4df8a70d0f3
yew::callback::Callback<IN,OUT>::reform::h0cfd034400e02678
yew::callback::Callback<IN,OUT>::reform::h128dac1154c12a1c
yew::callback::Callback<IN,OUT>::reform::h1406f44971a189b5
yew::callback::Callback<IN,OUT>::reform::h182369eaf1d49172
yew::callback::Callback<IN,OUT>::reform::h1c50f416490a6614
yew::callback::Callback<IN,OUT>::reform::h24c5aa9c80ea37c8
yew::callback::Callback<IN,OUT>::reform::h2c664874bd17f64e
yew::callback::Callback<IN,OUT>::reform::h40ebcc745d280dde
yew::callback::Callback<IN,OUT>::reform::h4fdf3df028599173
yew::callback::Callback<IN,OUT>::reform::h4ffc798e621d6fad
yew::callback::Callback<IN,OUT>::reform::h555294bdfc09f9df
yew::callback::Callback<IN,OUT>::reform::h561be76881d22db1
yew::callback::Callback<IN,OUT>::reform::h67ad5385b5de8fb3
yew::callback::Callback<IN,OUT>::reform::h741b3d6e515e0bb4
yew::callback::Callback<IN,OUT>::reform::h752a162e40774e2a
yew::callback::Callback<IN,OUT>::reform::hb2cb84a6aa2b9672
yew::callback::Callback<IN,OUT>::reform::hc00d6cab0142901a
yew::callback::Callback<IN,OUT>::reform::hcbbe7bdc1a1bc704
yew::callback::Callback<IN,OUT>::reform::hd3230564d84918b7
yew::callback::Callback<IN,OUT>::reform::hd3c5d1bc40592573
yew::callback::Callback<IN,OUT>::reform::{{closure}}::hcc4755517054d6be
yew::dom_bundle::Bundle::new::h7d0ea6a1a5eef0de
yew::dom_bundle::bcomp::<impl yew::dom_bundle::traits::Reconcilable for yew::virtual_dom::vcomp::VComp>::attach::h1983b52902ee52bd
yew::dom_bundle::bcomp::<impl yew::dom_bundle::traits::Reconcilable for yew::virtual_dom::vcomp::VComp>::reconcile::ha0e39327fccbacf2
yew::dom_bundle::bcomp::<impl yew::dom_bundle::traits::Reconcilable for yew::virtual_dom::vcomp::VComp>::reconcile_node::h56e6f9b90bc7a244
yew::dom_bundle::blist::<impl yew::dom_bundle::traits::Reconcilable for yew::virtual_dom::vlist::VList>::attach::h1d71a18b4148615c
yew::dom_bundle::blist::<impl yew::dom_bundle::traits::Reconcilable for yew::virtual_dom::vlist::VList>::reconcile::hb55eebc437d3d689
yew::dom_bundle::blist::<impl yew::dom_bundle::traits::Reconcilable for yew::virtual_dom::vlist::VList>::reconcile_node::h91c5468e370cd9a5
yew::dom_bundle::blist::BList::apply_unkeyed::hce772c3695d8aab8
yew::dom_bundle::blist::NodeWriter::add::hd57c9389eb467fe0
yew::dom_bundle::blist::NodeWriter::patch::h7a70853da0093819
yew::dom_bundle::bnode::<impl yew::dom_bundle::traits::Reconcilable for yew::virtual_dom::vnode::VNode>::attach::hc601a642872936e7
yew::dom_bundle::bnode::<impl yew::dom_bundle::traits::Reconcilable for yew::virtual_dom::vnode::VNode>::reconcile::h2c823528c48c1d28
yew::dom_bundle::bnode::BNode::key::hecc486459aeb13ad
yew::dom_bundle::btag::<impl yew::dom_bundle::traits::Reconcilable for yew::virtual_dom::vtag::VTag>::attach::hb3b78314ab0e9f8e
yew::dom_bundle::btag::<impl yew::dom_bundle::traits::Reconcilable for yew::virtual_dom::vtag::VTag>::reconcile::hec04f7752e27540c
yew::dom_bundle::btag::<impl yew::dom_bundle::traits::Reconcilable for yew::virtual_dom::vtag::VTag>::reconcile_node::h5e22a166d0cd9318
yew::dom_bundle::btag::attributes::<impl yew::dom_bundle::btag::Apply for yew::virtual_dom::Attributes>::apply::hb286e6be347477bd
yew::dom_bundle::btag::attributes::<impl yew::dom_bundle::btag::Apply for yew::virtual_dom::Attributes>::apply_diff::hd18b7da2367419f1
yew::dom_bundle::btag::attributes::<impl yew::dom_bundle::btag::Apply for yew::virtual_dom::vtag::InputFields>::apply::h8b5cd1992c5af383
yew::dom_bundle::btag::attributes::<impl yew::dom_bundle::btag::Apply for yew::virtual_dom::vtag::Value<T>>::apply::hc4c65a6bae574d19
yew::dom_bundle::btag::attributes::<impl yew::virtual_dom::Attributes>::remove::h30959854d0355cfd
yew::dom_bundle::btag::attributes::<impl yew::virtual_dom::Attributes>::set::hf05407509646e5bd
yew::dom_bundle::btag::listeners::<impl yew::dom_bundle::btag::Apply for yew::virtual_dom::listeners::Listeners>::apply::h1e00d251355a68a2
yew::dom_bundle::btag::listeners::<impl yew::dom_bundle::btag::Apply for yew::virtual_dom::listeners::Listeners>::apply_diff::h4f3de5ad899565f0
yew::dom_bundle::btag::listeners::ListenerRegistration::register::hc97a5cad0bf78708
yew::dom_bundle::btext::<impl yew::dom_bundle::traits::Reconcilable for yew::virtual_dom::vtext::VText>::attach::h52e62f7371b67269
yew::dom_bundle::btext::<impl yew::dom_bundle::traits::Reconcilable for yew::virtual_dom::vtext::VText>::reconcile::hff4d4b39d17640a0
yew::dom_bundle::btext::<impl yew::dom_bundle::traits::Reconcilable for yew::virtual_dom::vtext::VText>::reconcile_node::h179fa3539ef9ceac
yew::dom_bundle::position::DomSlot::at_end::h6566f6338e73ccf3
yew::dom_bundle::position::DomSlot::insert::h0ff02ff26d86304b
yew::dom_bundle::position::DomSlot::with_next_sibling_check_trap::{{closure}}::he5a44aaf831ebb99
yew::dom_bundle::position::DynamicDomSlot::new::h4b4dbb931919a07d
yew::dom_bundle::position::DynamicDomSlot::reassign::hda8b39db0676a55c
yew::dom_bundle::position::DynamicDomSlot::to_position::hd8ea12c9093e4959
yew::dom_bundle::subtree_root::BSubtree::brand_element::he0358f7ce44b18aa
yew::dom_bundle::subtree_root::BSubtree::create_root::h6015000ecd90f873
yew::dom_bundle::subtree_root::BSubtree::do_create_root::hf5d2ec85cfeacec9
yew::dom_bundle::subtree_root::BSubtree::ensure_handled::h1d2e7f4109095cfe
yew::dom_bundle::subtree_root::EventTargetable::cache_key::h27cc7e1c10e03a92
yew::dom_bundle::subtree_root::EventTargetable::set_subtree_id::h16663d05a04d121a
yew::dom_bundle::subtree_root::EventTargetable::subtree_id::hed1c405c6d3132c4
yew::dom_bundle::subtree_root::SubtreeData::add_listener::h62059d0e0aafaae7
yew::dom_bundle::subtree_root::SubtreeData::add_listener::{{closure}}::h61f88b08ab71c00a
yew::dom_bundle::subtree_root::SubtreeData::bubble_to_inner_element::h5d1a76264573165e
yew::dom_bundle::subtree_root::shadow_aware_parent::h0dead46ee1fe487f
yew::dom_bundle::traits::Reconcilable::replace::h94e13d03b6210400
yew::functional::FunctionComponent<T>::new::h112f98d68b38b500
yew::functional::FunctionComponent<T>::new::h28ea221d8e16f9fb
yew::functional::FunctionComponent<T>::new::h4fb6154fb55f994b
yew::functional::FunctionComponent<T>::new::h62058bad71465275
yew::functional::FunctionComponent<T>::new::h6de67067f777fdb4
yew::functional::FunctionComponent<T>::new::h6fcd2555c1e09104
yew::functional::FunctionComponent<T>::new::h7bb094117b8523dd
yew::functional::FunctionComponent<T>::new::h918f498dbc667f66
yew::functional::FunctionComponent<T>::new::h9b79f19c44666fbb
yew::functional::FunctionComponent<T>::new::ha6e468c5d1a2fc79
yew::functional::FunctionComponent<T>::new::ha9c2a0eb278908e1
yew::functional::FunctionComponent<T>::new::hc3f80a1f519bc261
yew::functional::FunctionComponent<T>::new::hcd1c77a5bf2f1051
yew::functional::FunctionComponent<T>::new::hd84e664c0863c2c4
yew::functional::FunctionComponent<T>::new::{{closure}}::h001396f0f300e362
yew::functional::FunctionComponent<T>::render::h1c6ccf7fb46a72c4
yew::functional::FunctionComponent<T>::render::h31b452540cf03f24
yew::functional::FunctionComponent<T>::render::h360c596b332c94d8
yew::functional::FunctionComponent<T>::render::h3a93475d25b5e3db
yew::functional::FunctionComponent<T>::render::h640ee3fde7b88e64
yew::functional::FunctionComponent<T>::render::h718d3fccdc2b4c55
yew::functional::FunctionComponent<T>::render::h72e371499654eece
yew::functional::FunctionComponent<T>::render::h7513a804eca6fa79
yew::functional::FunctionComponent<T>::render::h8ca68a6798ebc278
yew::functional::FunctionComponent<T>::render::haf3c48c99b9db939
yew::functional::FunctionComponent<T>::render::hbff1134dd0661207
yew::functional::FunctionComponent<T>::render::hc78803d4c1d8288c
yew::functional::FunctionComponent<T>::render::heb3f97c1abf8d278
yew::functional::FunctionComponent<T>::render::hfe81817210d3f533
yew::functional::FunctionComponent<T>::rendered::h01e8d187ac4e6c99
yew::functional::HookContext::new::h409f89b29d948531
yew::functional::HookContext::next_effect::h0d074be33f05b16d
yew::functional::HookContext::next_effect::h204c15030f21e003
yew::functional::HookContext::next_effect::h24ff6172abea3f9d
yew::functional::HookContext::next_effect::h37fbbf4ec000b058
yew::functional::HookContext::next_effect::h4a7947c0611d4e6d
yew::functional::HookContext::next_effect::h4bf204254159623f
yew::functional::HookContext::next_effect::h5b5d7c701baf3e92
yew::functional::HookContext::next_effect::h6a880151cb1a2555
yew::functional::HookContext::next_effect::h7386b727aac5a15a
yew::functional::HookContext::next_effect::h7b55e484182f6bda
yew::functional::HookContext::next_effect::h85474bd38c4389f8
yew::functional::HookContext::next_effect::ha37ab5254594d352
yew::functional::HookContext::next_effect::ha9d27e8b6f9e8bbb
yew::functional::HookContext::next_effect::hab3d10340c8a0f4f
yew::functional::HookContext::next_effect::habdeb8ace5bf8b93
yew::functional::HookContext::next_effect::had0769f4bac9311e
yew::functional::HookContext::next_effect::haec915033a478793
yew::functional::HookContext::next_effect::hcd8185a5d831218d
yew::functional::HookContext::next_effect::hd1d272361959ea42
yew::functional::HookContext::next_effect::hd70f80145dcce179
yew::functional::HookContext::next_effect::hdc10e57c9b018351
yew::functional::HookContext::next_effect::he96aefaf7b349b70
yew::functional::HookContext::next_state::h06f099c8555ae906
yew::functional::HookContext::next_state::h0cc52ef0f72df087
yew::functional::HookContext::next_state::h112447c89a2ebe0a
yew::functional::HookContext::next_state::h1298521c9e428770
yew::functional::HookContext::next_state::h1694602096f1f0b3
yew::functional::HookContext::next_state::h1dd37470fe49a988
yew::functional::HookContext::next_state::h1e6017b80b14abbd
yew::functional::HookContext::next_state::h221d44d7226e9cd5
yew::functional::HookContext::next_state::h2463fbdb30b8f4e8
yew::functional::HookContext::next_state::h2f2bd2a71327a12a
yew::functional::HookContext::next_state::h43773b49c4795d76
yew::functional::HookContext::next_state::h44cccda5472eaf40
yew::functional::HookContext::next_state::h5625874d774e2554
yew::functional::HookContext::next_state::h592c31b17bfa5745
yew::functional::HookContext::next_state::h5e478e8a733acd9a
yew::functional::HookContext::next_state::h63f71a0ef4c299da
yew::functional::HookContext::next_state::h6b5aafb08f90cba2
yew::functional::HookContext::next_state::h6d28a04acb2ff5c6
yew::functional::HookContext::next_state::h71b4f6e96c33dde2
yew::functional::HookContext::next_state::h76af14c62c85dd12
yew::functional::HookContext::next_state::h77e56e98a6640e9a
yew::functional::HookContext::next_state::h79488b6b55b65110
yew::functional::HookContext::next_state::h79aff7578ba91523
yew::functional::HookContext::next_state::h7df61f87ec8a10ce
yew::functional::HookContext::next_state::h9436ade4db74c594
yew::functional::HookContext::next_state::h95902239fedb187c
yew::functional::HookContext::next_state::ha131849c4e7a19dd
yew::functional::HookContext::next_state::ha442a9bd2cc465e2
yew::functional::HookContext::next_state::ha517c05dabba2731
yew::functional::HookContext::next_state::hae364bcb69582786
yew::functional::HookContext::next_state::hb4f48437f96a96d2
yew::functional::HookContext::next_state::hbb284d3936ffc14a
yew::functional::HookContext::next_state::hc8f73198cf74999f
yew::functional::HookContext::next_state::hd3294fa1c949a5eb
yew::functional::HookContext::next_state::hd430b2a5857fd97f
yew::functional::HookContext::next_state::hd664cac5188889f2
yew::functional::HookContext::next_state::hd68900e97fc08ee0
yew::functional::HookContext::next_state::hd907d48f1c8db3c4
yew::functional::HookContext::next_state::hdba15a66310774eb
yew::functional::HookContext::next_state::hde1c479dd800416e
yew::functional::HookContext::next_state::he0a42bd7f9737f0b
yew::functional::HookContext::next_state::he1bd115e68f7e616
yew::functional::HookContext::next_state::he28aaf58ce0eae43
yew::functional::HookContext::next_state::hea7576b43f5726cf
yew::functional::HookContext::next_state::hf5ff0f550819d933
yew::functional::HookContext::next_state::hf9d6020f9a7f9aee
yew::functional::HookContext::next_state::hfb4bda2411cb67b1
yew::functional::HookContext::next_state::hfca4eb1506b9dcc4
yew::functional::HookContext::next_state::hfe355c0518098c37
yew::functional::HookContext::next_state::hfed2324d7ae5d40a
yew::functional::HookContext::run_effects::h25967e32703706ab
yew::functional::hooks::use_callback::use_callback::inner_fn::h1a19f1ac78e2a5c0
yew::functional::hooks::use_callback::use_callback::inner_fn::h1f47063881ab494c
yew::functional::hooks::use_callback::use_callback::inner_fn::h3175bf7637a12391
yew::functional::hooks::use_callback::use_callback::inner_fn::h334cb20ed3ec57d3
yew::functional::hooks::use_callback::use_callback::inner_fn::h6a72ee5c7e14fb5f
yew::functional::hooks::use_callback::use_callback::inner_fn::h7a497180ea272747
yew::functional::hooks::use_callback::use_callback::inner_fn::h8ac6ce7ecfd5c7b5
yew::functional::hooks::use_callback::use_callback::inner_fn::hc2032390649bd83e
yew::functional::hooks::use_callback::use_callback::inner_fn::hcb74bfd751bdd2ca
yew::functional::hooks::use_callback::use_callback::inner_fn::hed47737322195701
yew::functional::hooks::use_callback::use_callback::inner_fn::{{closure}}::{{closure}}::h9e0689d3dded6a87
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::h06cef940ae94808e
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::h0c7cdbc2bc09b623
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::h1d5a0663e5a39054
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::h3639c327e356f6b9
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::h3f873746a5d67ef4
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::h4cb4ef9cef074cbd
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::h57115d98ae9d403f
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::h5f80b9a67a3caa66
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::h690b66c422cb9499
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::h6a6a5f8689a5d3f0
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::h8f5a3d8a39aba862
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::ha3140a84e11a0ad1
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::had1741cfe4eadc17
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::hb667f57182b7ad70
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::hc0307dc5d387405e
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::hc7d5bd6b2abf0457
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::hcc55347853e63831
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::hccf32728c2e4a884
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::hd020d505516b9c21
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::hd3eb0efca539d12f
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::hd92855512418ad38
yew::functional::hooks::use_effect::<impl yew::functional::Effect for core::cell::RefCell<yew::functional::hooks::use_effect::UseEffectBase<T,F,D>>>::rendered::he513129774efe2b5
yew::functional::hooks::use_effect::use_effect::inner_fn::h73ee309534643985
yew::functional::hooks::use_memo::use_memo::inner_fn::h17565aa7cc744810
yew::functional::hooks::use_memo::use_memo::inner_fn::h1dcbd560b35b4e2c
yew::functional::hooks::use_memo::use_memo::inner_fn::h271b43f1883992b3
yew::functional::hooks::use_memo::use_memo::inner_fn::h38e7fcc77c21b819
yew::functional::hooks::use_memo::use_memo::inner_fn::h415fc63d91ba1dd6
yew::functional::hooks::use_memo::use_memo::inner_fn::h6327c00c1ca9cb3c
yew::functional::hooks::use_memo::use_memo::inner_fn::h69cb39061a85e653
yew::functional::hooks::use_memo::use_memo::inner_fn::h6ee58dfb3cf9c79f
yew::functional::hooks::use_memo::use_memo::inner_fn::h7ea58123484765b8
yew::functional::hooks::use_memo::use_memo::inner_fn::h9a45f9ef139c6771
yew::functional::hooks::use_memo::use_memo::inner_fn::h9f3e3870425832a4
yew::functional::hooks::use_memo::use_memo::inner_fn::he1f7a558b25fa7bb
yew::functional::hooks::use_memo::use_memo_base::inner_fn::h081fa60cf323bc85
yew::functional::hooks::use_memo::use_memo_base::inner_fn::h17ad3987553361c1
yew::functional::hooks::use_memo::use_memo_base::inner_fn::h4700d7d6d7165cbb
yew::functional::hooks::use_memo::use_memo_base::inner_fn::h517059015492e8f8
yew::functional::hooks::use_memo::use_memo_base::inner_fn::h7c7e5d90b66462dc
yew::functional::hooks::use_memo::use_memo_base::inner_fn::h7f454b4bd210c487
yew::functional::hooks::use_memo::use_memo_base::inner_fn::h7fc6097728b4db29
yew::functional::hooks::use_memo::use_memo_base::inner_fn::h85c22dd1547bdf4f
yew::functional::hooks::use_memo::use_memo_base::inner_fn::h9a4afda9d09627ee
yew::functional::hooks::use_memo::use_memo_base::inner_fn::h9d8c57561af429b6
yew::functional::hooks::use_memo::use_memo_base::inner_fn::hd9b266ce94ee10a9
yew::functional::hooks::use_memo::use_memo_base::inner_fn::hf1444938ab87bdc6
yew::functional::hooks::use_memo::use_memo_base::inner_fn::hfb3bfac7bd39c62f
yew::functional::hooks::use_reducer::UseReducerDispatcher<T>::dispatch::h5580e418d1b868ed
yew::functional::hooks::use_reducer::UseReducerHandle<T>::dispatch::h54e994e6c9cb3b52
yew::functional::hooks::use_reducer::UseReducerHandle<T>::dispatch::hfb35a40cc001e76e
yew::functional::hooks::use_reducer::use_reducer::h888dfba282114788
yew::functional::hooks::use_reducer::use_reducer::inner_fn::h1d4584d947abba42
yew::functional::hooks::use_reducer::use_reducer::inner_fn::h227a655e12f695bf
yew::functional::hooks::use_reducer::use_reducer::inner_fn::h2cbae5249fa8bcbb
yew::functional::hooks::use_reducer::use_reducer::inner_fn::h462b03034fb38e95
yew::functional::hooks::use_reducer::use_reducer::inner_fn::h7ccc12da4cbdeaa3
yew::functional::hooks::use_reducer::use_reducer::inner_fn::h7f04868fff0b3ab2
yew::functional::hooks::use_reducer::use_reducer::inner_fn::ha569d1de8dcd20a9
yew::functional::hooks::use_reducer::use_reducer::inner_fn::hbacca27f0a1be37f
yew::functional::hooks::use_reducer::use_reducer::inner_fn::hfc351f4a95e2fac1
yew::functional::hooks::use_reducer::use_reducer_eq::inner_fn::h09ec0b566f15b486
yew::html::NodeRef::cast::h0f522de9ed6d2bb8
yew::html::NodeRef::get::h82abd6d114710d49
yew::html::classes::Classes::is_empty::h5098f06f5001cb86
yew::html::classes::Classes::push::hfc3f9d3fcdf72f8e
yew::html::classes::Classes::unchecked_push::h371e7e5e62bb99ab
yew::html::classes::Classes::with_capacity::he9a0ee95c8440c66
yew::html::classes::build_attr_value::hebf9bb9656697126
yew::html::component::children::<impl core::convert::From<yew::html::component::children::ChildrenRenderer<yew::virtual_dom::vnode::VNode>> for yew::virtual_dom::vlist::VList>::from::h2a83f927c4018446
yew::html::component::children::ChildrenRenderer<T>::new::h02076565ecff2536
yew::html::component::lifecycle::ComponentState::new::h08937ea16bd099a1
yew::html::component::lifecycle::ComponentState::new::h18f6520a1aec448e
yew::html::component::lifecycle::ComponentState::new::h26a873a3f6fabf1a
yew::html::component::lifecycle::ComponentState::new::h32f330692c0d64cf
yew::html::component::lifecycle::ComponentState::new::h3a707b30e977c08b
yew::html::component::lifecycle::ComponentState::new::h4884f223bc098624
yew::html::component::lifecycle::ComponentState::new::h4a123855076c17b6
yew::html::component::lifecycle::ComponentState::new::h958a878d11438c35
yew::html::component::lifecycle::ComponentState::new::h98b9aa18676ec447
yew::html::component::lifecycle::ComponentState::new::hafdda6661329e648
yew::html::component::lifecycle::ComponentState::new::hcc7aced5e1d1dfc2
yew::html::component::lifecycle::ComponentState::new::hcd061605f36f9136
yew::html::component::lifecycle::ComponentState::new::hd650ea40a56f161d
yew::html::component::lifecycle::ComponentState::new::hf06b9bbc740e5a84
yew::html::component::lifecycle::ComponentState::resume_existing_suspension::h6773c0f8f2da1b10
yew::html::component::scope::AnyScope::downcast::h0646079410eeefac
yew::html::component::scope::AnyScope::downcast::h1a51aa4fd7f42d01
yew::html::component::scope::AnyScope::downcast::h1f84546dd8d8d077
yew::html::component::scope::AnyScope::downcast::h56a3ecc1b7106bf4
yew::html::component::scope::AnyScope::downcast::h698159ac892a459c
yew::html::component::scope::AnyScope::downcast::h7241f64337c41323
yew::html::component::scope::AnyScope::downcast::h734f119ac04c7be2
yew::html::component::scope::AnyScope::downcast::h915af0f7c80907a1
yew::html::component::scope::AnyScope::downcast::h92b7e86279568bcf
yew::html::component::scope::AnyScope::downcast::hb3a9189048931cbf
yew::html::component::scope::AnyScope::downcast::he4b76665303187bd
yew::html::component::scope::AnyScope::try_downcast::h45a8c27500e5e8ed
yew::html::component::scope::AnyScope::try_downcast::h535f545df390c3af
yew::html::component::scope::AnyScope::try_downcast::h802e37b4d2b06642
yew::html::component::scope::AnyScope::try_downcast::h84aef114d9b5619e
yew::html::component::scope::AnyScope::try_downcast::h8909e0f958eff9b5
yew::html::component::scope::AnyScope::try_downcast::h93aa12cff52ba18a
yew::html::component::scope::AnyScope::try_downcast::h94e5ba489fa6eaa2
yew::html::component::scope::AnyScope::try_downcast::ha089af286d9c3368
yew::html::component::scope::AnyScope::try_downcast::ha5f9fa4981d10daf
yew::html::component::scope::AnyScope::try_downcast::haccd689b43fc85f8
yew::html::component::scope::AnyScope::try_downcast::hd761280489777825
yew::html::component::scope::Scope<COMP>::send_message::h018950bcc7869909
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::mount_in_place::h274be974c35448b0
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::mount_in_place::h399eaad14dcc075c
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::mount_in_place::h46d05067961f74ee
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::mount_in_place::h63983a3a1505a033
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::mount_in_place::h84d29706b9b1d49a
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::mount_in_place::h8d11ea280a50a0f1
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::mount_in_place::h8e6064019fdcae68
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::mount_in_place::hb9cfda6bfaf94780
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::mount_in_place::hc5bd6b3ad09008d8
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::mount_in_place::hd8d9d0812ac936d2
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::mount_in_place::he2aee7904df5c9eb
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::mount_in_place::hef7b78e07c10d20c
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::mount_in_place::hf68945812a05cc13
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::mount_in_place::hf8d63de4ee2c166b
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::reuse::h0d421d0a0a754218
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::reuse::h2c1a3da9369ad3ce
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::reuse::h3596c931eb39e4bc
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::reuse::h41c66fec2680f9a2
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::reuse::h4b4d3c6d600bd00a
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::reuse::h7a5950494b76d233
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::reuse::ha5a9445e7bd5c8c1
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::reuse::hb4f1d9a185c72ceb
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::reuse::hc13c9e0a4f1ac6fd
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::reuse::hcae8be7e66905c03
yew::html::component::scope::feat_csr::<impl yew::html::component::scope::Scope<COMP>>::reuse::hfdf6b2887cda22b0
yew::html::component::scope::feat_csr::schedule_props_update::h8cc1510149b36f77
yew::html::component::scope::feat_csr_ssr::<impl yew::html::component::scope::Scope<COMP>>::new::h0511c3b63aaa18e3
yew::html::component::scope::feat_csr_ssr::MsgQueue<Msg>::drain::h09d3bf06fcdb343e
yew::html::component::scope::feat_csr_ssr::MsgQueue<Msg>::new::h38e2c22513e130ef
yew::html::component::scope::feat_csr_ssr::MsgQueue<Msg>::push::hfb32839f131321da
yew::html::feat_csr::<impl yew::html::NodeRef>::set::h0335e338a8832408
yew::html::listener::events::onpointerdown::Wrapper::__macro_new::hb27f04ccb5301793
yew::html::listener::events::onpointerenter::Wrapper::__macro_new::h59abcd90e7aef4d6
yew::renderer::Renderer<COMP>::render::hc2e2df73dcce119c
yew::renderer::Renderer<COMP>::with_props::hf41335cf85595e75
yew::renderer::set_default_panic_hook::hbca22ce1d3957a1c
yew::scheduler::FifoQueue::drain_into::h0c3ba78e748224a4
yew::scheduler::TopologicalQueue::drain_post_order_into::he97c5bf2e39d5790
yew::scheduler::TopologicalQueue::pop_topmost::he9a5ab460d1e6303
yew::scheduler::TopologicalQueue::push::heda09383a698c4e0
yew::scheduler::arch::run_scheduler::h5879dd96207fa205
yew::scheduler::arch::start::h09455191bf228d1e
yew::scheduler::arch::start::{{closure}}::hba04b0af74c48771
yew::scheduler::feat_csr_ssr::push_component_create::he8e47f8d448d0fc0
yew::scheduler::feat_csr_ssr::push_component_render::h0cba00d884b4cbb7
yew::scheduler::feat_csr_ssr::push_component_update::h71ae7d897e5708a4
yew::utils::array_single::hedb470732113611d
yew::virtual_dom::Attributes::iter::h6d80a3ef30aeb584
yew::virtual_dom::Attributes::iter::{{closure}}::h3a0c332963e097a2
yew::virtual_dom::Attributes::iter::{{closure}}::hc939fc81cb50e4e2
yew::virtual_dom::listeners::ListenerKind::type_name::h5b64a18f4c8f1884
yew::virtual_dom::vcomp::VComp::new::h1f2a75935d849c36
yew::virtual_dom::vcomp::VComp::new::h25969bebe635f34c
yew::virtual_dom::vcomp::VComp::new::h2ad2265b091094e0
yew::virtual_dom::vcomp::VComp::new::h3a767e668958ba25
yew::virtual_dom::vcomp::VComp::new::h3d46a298cc8af198
yew::virtual_dom::vcomp::VComp::new::h4679935b6ddae108
yew::virtual_dom::vcomp::VComp::new::h5050ec84db797c73
yew::virtual_dom::vcomp::VComp::new::h55ce7340c81834a4
yew::virtual_dom::vcomp::VComp::new::h7732f863e4807a30
yew::virtual_dom::vcomp::VComp::new::h8279acd261730425
yew::virtual_dom::vcomp::VComp::new::h87c60582ababcb3f
yew::virtual_dom::vcomp::VComp::new::hd904cc899a4b300c
yew::virtual_dom::vcomp::VComp::new::he3f39f88aa707466
yew::virtual_dom::vlist::VList::fully_keyed::ha72e579bc7200930
yew::virtual_dom::vlist::VList::recheck_fully_keyed::hf70879b2fc310c6f
yew::virtual_dom::vlist::VList::with_children::h7cd5add39d93e428
yew::virtual_dom::vnode::VNode::has_key::hb988e25304cf408b
yew::virtual_dom::vnode::VNode::key::hd90c72a9504a1033
yew::virtual_dom::vtag::VTag::__new_input::h482f1428b7418871
yew::virtual_dom::vtag::VTag::__new_other::h262a41935f84f84a
yew::virtual_dom::vtag::VTag::tag::hd14b21d0ad95e92b
yew::virtual_dom::vtext::VText::new::h6681cfa1d5966758
